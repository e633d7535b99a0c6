// The postMessage API's code (bridge.ts, envelope.ts, api-adapter.ts) is loaded on demand: when the first
// message for it reaches the page (one with the envelope's `dropcart` field; with `data-debug`, any message,
// so that the bridge can log why it ignores one). This holder itself loads only on a page that allows frames
// (index.ts), and one whose frames never write costs nothing more: the widget's first load and the way to a
// first cart stay without it (design.md §4). Messages that arrive while it loads are kept, in order, and handled by the bridge with
// every check it makes of any message (origin, frame of this tab, envelope).
import type { DropcartApi } from '../../api.ts';
import type { Disposer } from '../../disposer.ts';

/** Enough for any frame's first calls; a page flooding us meanwhile loses the rest, as a busy page would. */
const MAX_PENDING = 256;

export interface FramesOnDemand {
  api: DropcartApi;
  allowedOrigins: readonly string[];
  window: Window;
  debug: boolean;
  disposer: Pick<Disposer, 'add' | 'signal'>;
  /** Messages that came before this code had loaded (index.ts kept them), oldest first. */
  early?: readonly MessageEvent[];
}

/** Whether a message may be for the bridge: the only ones that make its code load. */
const forBridge = (event: MessageEvent, debug: boolean): boolean =>
  debug || (typeof event.data === 'object' && event.data !== null && 'dropcart' in event.data);

/** Starts the message bridge for frames on `allowedOrigins` once a message for it has come. */
export function bridgeFramesOnDemand({
  api,
  disposer,
  window: win,
  early = [],
  ...options
}: FramesOnDemand): void {
  const pending: MessageEvent[] = [];
  let loading = false;
  const keep = (event: MessageEvent) => {
    if (!loading && !forBridge(event, options.debug)) return;
    if (pending.length < MAX_PENDING) pending.push(event);
    if (!loading) {
      loading = true;
      load();
    }
  };
  const stopKeeping = () => win.removeEventListener('message', keep);
  win.addEventListener('message', keep);
  disposer.add(stopKeeping);
  for (const event of early) keep(event);

  function load(): void {
    import('./api-adapter.ts').then(
      ({ bridgeApi }) => {
        stopKeeping();
        if (disposer.signal.aborted) return;
        disposer.add(bridgeApi(api, { ...options, window: win, pending: pending.splice(0) }).destroy);
      },
      (error: unknown) => {
        stopKeeping();
        console.error(
          '[dropcart] the postMessage API for frames could not start: its code did not load',
          error,
        );
      },
    );
  }
}
