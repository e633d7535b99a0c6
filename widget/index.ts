// The widget's entry (built to dist/widget/dropcart-[hash].js; the loader imports it on demand).
import type { DropcartApi } from './api.ts';
import { earlyApi } from './early-api.ts';
import { buildWidget } from './instance.ts';
import { createBase } from './instance-base.ts';
import { type LoaderHandOff, type MountOptions, withTag } from './options.ts';

export type {
  AccountSection,
  AddRequest,
  DropcartApi,
  DropcartEventName,
  DropcartEvents,
  DropcartListener,
  SessionInfo,
} from './api.ts';
export type { CartView, LineView } from './cart/view.ts';
export type { DoctorCheck, DoctorCheckId, DoctorReport, DoctorStatus } from './doctor/types.ts';
export type { AnalyticsTarget, MountOptions } from './options.ts';

/** Frames' messages kept while the code that takes them loads: enough for any frame's first calls. */
const MAX_EARLY = 256;

/**
 * Renders the widget into a shadow root and returns its API (what `window.Dropcart` becomes) at once; the
 * widget is built over the next tasks (instance.ts), and what is asked meanwhile waits for it.
 */
export function mount(options: MountOptions): DropcartApi {
  // The loader's mount names its script tag's attributes (withTag); nobody else's does.
  const base = createBase(withTag(options as MountOptions & LoaderHandOff));
  const { disposer, options: resolved, win } = base;
  const front = earlyApi(disposer, base.doc);
  buildWidget(base, front.built, front.failed);
  const { api } = front;
  if (resolved.allowedOrigins.length > 0) {
    // Even the code that waits for the frames' first message loads only on a page that allows frames;
    // what they send meanwhile is kept for it, in order (on-demand.ts checks each as any other).
    const early: MessageEvent[] = [];
    const keep = (event: MessageEvent) => early.length < MAX_EARLY && early.push(event);
    const stopKeeping = () => win.removeEventListener('message', keep);
    win.addEventListener('message', keep);
    disposer.add(stopKeeping);
    import('./host/messages/on-demand.ts').then(
      ({ bridgeFramesOnDemand }) => {
        stopKeeping();
        if (disposer.signal.aborted) return;
        bridgeFramesOnDemand({
          api,
          allowedOrigins: resolved.allowedOrigins,
          window: win,
          debug: resolved.debug,
          disposer,
          early,
        });
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
  return api;
}
