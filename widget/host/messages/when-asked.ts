// The postMessage API's code (bridge.ts, envelope.ts, api-adapter.ts) loads when a frame first asks for it:
// a message from an allowed origin with the envelope's `dropcart` field (with `data-debug`, any message, so
// that the bridge can log why it ignores one). A page whose frames never write, and a forged message or a
// stranger's, fetch nothing: the widget's first load and the way to a first cart stay without it
// (design.md §4). From that message on, what arrives while the code loads is kept, in order, and handled by
// the bridge with every check it makes of any message (origin, frame of this tab, envelope).
import type { DropcartApi } from '../../api.ts';
import type { Disposer } from '../../disposer.ts';

/** Enough for any frame's first calls; a page flooding us meanwhile loses the rest, as a busy page would. */
const MAX_PENDING = 256;

export interface FramesWhenAsked {
  api: DropcartApi;
  allowedOrigins: readonly string[];
  window: Window;
  debug: boolean;
  disposer: Pick<Disposer, 'add' | 'signal'>;
}

/** Whether a message asks for the bridge: the only ones that make its code load. */
const asksForBridge = (event: MessageEvent, { allowedOrigins, debug }: FramesWhenAsked): boolean =>
  debug ||
  (allowedOrigins.includes(event.origin) &&
    typeof event.data === 'object' &&
    event.data !== null &&
    'dropcart' in event.data);

/** Starts the message bridge for frames on `allowedOrigins` once a frame asks for it. */
export function bridgeFramesWhenAsked(options: FramesWhenAsked): void {
  const { api, disposer, window: win } = options;
  const pending: MessageEvent[] = [];
  let loading = false;
  const keep = (event: MessageEvent) => {
    if (!loading && !asksForBridge(event, options)) return;
    if (pending.length < MAX_PENDING) pending.push(event);
    if (loading) return;
    loading = true;
    import('./api-adapter.ts').then(
      ({ bridgeApi }) => {
        stopKeeping();
        if (disposer.signal.aborted) return;
        const { allowedOrigins, debug } = options;
        disposer.add(
          bridgeApi(api, { allowedOrigins, debug, window: win, pending: pending.splice(0) }).destroy,
        );
      },
      (error: unknown) => {
        stopKeeping();
        console.error(
          '[dropcart] the postMessage API for frames could not start: its code did not load',
          error,
        );
      },
    );
  };
  const stopKeeping = () => win.removeEventListener('message', keep);
  win.addEventListener('message', keep);
  disposer.add(stopKeeping);
}
