// Who may talk to the emulator at all, and who may steer it. A page on any site can make a browser send
// requests to 127.0.0.1, and one that rebinds its own name to 127.0.0.1 reads the answers as its own
// (DNS rebinding): it then arrives with its own name in the Host header. So the emulator answers only the
// names it listens on, and its control endpoints (`/_emulator/…`: the outbox with its reset links, the
// member list, faults, the clock, stock) want the token printed when it starts.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The header that carries the control token (`x-emulator-token: <token>`). */
export const CONTROL_TOKEN_HEADER = 'x-emulator-token';

/**
 * What every visitor's browser may read without the token: liveness, the webhooks' public key, and the
 * event stream (which then carries only what every visitor may see, events/stream.ts).
 */
const OPEN_PATHS = new Set(['/_emulator/health', '/_emulator/events', '/_emulator/public-key']);

/** Pages a person opens in a browser tab, where no header can be set: the token may come as `?token=`. */
const PAGES = new Set(['/_emulator/outbox.html']);

/** Whether `path` is a control endpoint that wants the token. */
export const wantsControlToken = (path: string): boolean =>
  path.startsWith('/_emulator/') && !OPEN_PATHS.has(path);

/**
 * The Host values the emulator answers: the loopback names with its port, and each name the user gave
 * (`--host`), as given and with the port.
 */
export function hostsFor(port: number, names: readonly string[] = []): Set<string> {
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);
  for (const name of names) {
    const lower = name.trim().toLowerCase();
    if (!lower) continue;
    hosts.add(lower);
    if (!/:\d+$/.test(lower)) hosts.add(`${lower}:${port}`);
  }
  return hosts;
}

/** Whether the request carries the control token: its header, or `?token=` on a page. */
export function carriesControlToken(
  token: string,
  headers: IncomingHttpHeaders,
  method: string,
  url: URL,
): boolean {
  const header = headers[CONTROL_TOKEN_HEADER];
  const given =
    typeof header === 'string'
      ? header
      : method === 'GET' && PAGES.has(url.pathname)
        ? url.searchParams.get('token')
        : null;
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
