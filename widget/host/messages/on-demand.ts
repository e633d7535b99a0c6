// The postMessage API's code (bridge.ts, envelope.ts, api-adapter.ts) is loaded on demand: only pages that
// allow frames use it, and none before a frame of theirs has loaded, so it stays out of the widget's first
// load (design.md §4). Messages that arrive while it loads are kept, in order, and handled by the bridge
// with every check it makes of any message (origin, frame of this tab, envelope).
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
}

/** Starts the message bridge for frames on `allowedOrigins` once its code has loaded. */
export function bridgeFramesOnDemand({ api, disposer, window: win, ...options }: FramesOnDemand): void {
  const pending: MessageEvent[] = [];
  const keep = (event: MessageEvent) => {
    if (pending.length < MAX_PENDING) pending.push(event);
  };
  const stopKeeping = () => win.removeEventListener('message', keep);
  win.addEventListener('message', keep);
  disposer.add(stopKeeping);
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
