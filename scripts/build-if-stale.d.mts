/** Why dist/ must be built again, or undefined when it is up to date with the sources. */
export function staleReason(): string | undefined;
/** `npm run build` when dist/ is stale; the build's exit status (0 when nothing had to be done). */
export function buildIfStale(): number;
