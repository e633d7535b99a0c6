// A fetch that answers chosen platform requests with recorded or documented answers (test/client/fixtures)
// and sends every other request to the emulator over HTTP as usual: a replay of what the live platform
// says, through the real client and widget, on top of a real catalog, tokens and everything else.

export interface Replayed {
  method: string;
  /** The request's path ends with this (`/ecom/v2/carts/current/estimate`). */
  path: string;
  status?: number;
  body: unknown;
  /** Answer only the first matching request; later ones go to the emulator. */
  once?: boolean;
}

export function replayFetch(answers: Replayed[], base: typeof fetch = (...args) => fetch(...args)) {
  const left = [...answers];
  const replayed: string[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const index = left.findIndex((a) => a.method === request.method && path.endsWith(a.path));
    const answer = left[index];
    if (!answer) return base(input, init);
    if (answer.once) left.splice(index, 1);
    replayed.push(`${request.method} ${answer.path}`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: wrapped, replayed };
}
