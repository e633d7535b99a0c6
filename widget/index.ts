// The widget's entry (built to dist/widget/dropcart-[hash].js; the loader imports it on demand).
import type { DropcartApi } from './api.ts';
import { earlyApi } from './early-api.ts';
import { bridgeFramesWhenAsked } from './host/messages/when-asked.ts';
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
  // Only on a page that allows frames; the bridge's code loads when one of them first asks for it.
  if (resolved.allowedOrigins.length > 0)
    bridgeFramesWhenAsked({
      api,
      allowedOrigins: resolved.allowedOrigins,
      window: win,
      debug: resolved.debug,
      disposer,
    });
  return api;
}
