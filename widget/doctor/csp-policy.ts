// Reads a Content-Security-Policy as the browser enforces it, enough to tell whether one URL may be
// fetched under one directive (CSP Level 3, "Does url match source list"): source expressions by scheme,
// host (with `*.` wildcards), port and path, `'self'`, `*`, and each directive's fallback to
// `default-src`. Nonces, hashes and `'unsafe-*'` match no URL.

/** Directive name to its source list, as the first occurrence of each gives it (later ones are ignored). */
export type Policy = Map<string, string[]>;

export function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** A header's value may hold several policies, separated by commas; each is enforced. */
export const parsePolicies = (header: string): Policy[] =>
  header
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)
    .map(parsePolicy);

export type FetchDirective = 'connect-src' | 'frame-src' | 'img-src' | 'script-src-elem';

const FALLBACKS: Record<FetchDirective, string[]> = {
  'connect-src': ['connect-src', 'default-src'],
  'frame-src': ['frame-src', 'child-src', 'default-src'],
  'img-src': ['img-src', 'default-src'],
  'script-src-elem': ['script-src-elem', 'script-src', 'default-src'],
};

/** The directive that decides `directive` in `policy` (its own, or the one it falls back to), if any. */
export function governing(policy: Policy, directive: FetchDirective): string | undefined {
  return FALLBACKS[directive].find((name) => policy.has(name));
}

/** Whether `policy` lets `url` be fetched under `directive`, on a page at `page`. */
export function allows(policy: Policy, directive: FetchDirective, url: URL, page: URL): boolean {
  const name = governing(policy, directive);
  if (!name) return true;
  const sources = policy.get(name) ?? [];
  // A script loaded by a trusted script is trusted: host sources are then ignored (CSP3 §8.2).
  if (directive === 'script-src-elem' && sources.includes("'strict-dynamic'")) return true;
  return sources.some((source) => matches(source, url, page));
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };
const portOf = (url: URL) => url.port || DEFAULT_PORTS[url.protocol] || '';
/** `http:` in a source allows `https:` too, and `ws:` `wss:` (the secure upgrade). */
const schemeAllows = (source: string, scheme: string) =>
  source === scheme || (source === 'http:' && scheme === 'https:') || (source === 'ws:' && scheme === 'wss:');

const HOST_SOURCE = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[^/:]+)(?::(\d+|\*))?(\/.*)?$/i;

function matches(source: string, url: URL, page: URL): boolean {
  const lower = source.toLowerCase();
  if (lower === '*') return ['http:', 'https:', 'ws:', 'wss:', page.protocol].includes(url.protocol);
  if (lower === "'self'")
    return (
      url.hostname === page.hostname &&
      schemeAllows(page.protocol, url.protocol) &&
      (portOf(url) === portOf(page) || (page.protocol === 'http:' && portOf(url) === '443'))
    );
  if (lower.startsWith("'")) return false; // nonces, hashes, 'none', 'unsafe-…': no URL
  if (/^[a-z][a-z0-9+.-]*:$/.test(lower)) return schemeAllows(lower, url.protocol);
  const parts = HOST_SOURCE.exec(source);
  if (!parts) return false;
  const [, scheme, host = '', port, path] = parts;
  if (
    scheme
      ? !schemeAllows(`${scheme.toLowerCase()}:`, url.protocol)
      : !schemeAllows(page.protocol, url.protocol)
  )
    return false;
  const hostname = url.hostname.toLowerCase();
  const wanted = host.toLowerCase();
  if (wanted.startsWith('*.') ? !hostname.endsWith(wanted.slice(1)) : wanted !== '*' && hostname !== wanted)
    return false;
  const sourceScheme = scheme ? `${scheme.toLowerCase()}:` : url.protocol;
  const sourcePort = port ?? DEFAULT_PORTS[sourceScheme];
  if (sourcePort !== '*' && sourcePort !== portOf(url) && !(sourcePort === '80' && portOf(url) === '443'))
    return false;
  if (!path || path === '/') return true;
  const decoded = decodeURIComponent(path);
  return decoded.endsWith('/') ? url.pathname.startsWith(decoded) : url.pathname === decoded;
}
