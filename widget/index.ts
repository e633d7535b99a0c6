// The widget's entry (built to dist/widget/dropcart-[hash].js; the loader imports it on demand).
import { UsageError } from '../src/index.ts';
import type { DropcartApi } from './api.ts';
import { handingOutCopies } from './host/hand-out.ts';
import { createWidget } from './instance.ts';
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

/** Renders the widget into a shadow root and returns its API (what `window.Dropcart` becomes). */
export function mount(options: MountOptions): DropcartApi {
  // The loader's mount names its script tag's attributes (withTag); nobody else's does.
  const widget = createWidget(withTag(options as MountOptions & LoaderHandOff));
  const { disposer, options: resolved, win } = widget;
  // Answers are the caller's copies, never the widget's state (hand-out.ts).
  const api = handingOutCopies(widget.api);
  // The frames' subscriptions use on/off as they are before the guard below: the bridge's teardown runs
  // after destroy() and unsubscribes, which must not leave rejected promises behind.
  const { on, off } = api;
  // Every method answers with a promise and never throws into the host page: bad arguments reject, and
  // after destroy() every method rejects instead of acting on a widget that is gone.
  for (const name of Object.keys(api) as Array<keyof DropcartApi>) {
    const method = api[name] as (...args: unknown[]) => Promise<unknown>;
    (api as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      if (disposer.signal.aborted)
        return Promise.reject(new UsageError('[dropcart] this widget was destroyed', 'DESTROYED'));
      try {
        return method.apply(api, args);
      } catch (error) {
        return Promise.reject(error);
      }
    };
  }
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
          api: { ...api, on, off },
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
