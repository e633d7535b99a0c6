// A part of the client that is loaded on first use (the rarer identity calls, Cart V1 and Catalog V1), so a
// storefront on today's platform never downloads it (design.md §4: the client slice's budget). A failed
// download (offline, a deploy that removed the file) is a SystemError like any other network failure, and
// the next call tries again instead of failing for ever.
import { SystemError } from './errors/system-error.ts';

export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw new SystemError(error);
    }));
}
