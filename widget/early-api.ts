// mount() returns its API at once, while the widget is still being built over its next tasks (instance.ts:
// one task would be too long on a slow phone, design.md §4). What is asked meanwhile waits here, and so do
// clicks on our buttons (the loader stops holding them when mount returns), all in the order they came,
// until the widget's parts exist. Every method answers with a promise and never throws into the page:
// bad arguments reject, and after destroy() (or a failed start) every method rejects instead of acting.
import { UsageError } from '../src/index.ts';
import type { DropcartApi } from './api.ts';
import type { Disposer } from './disposer.ts';
import { takeAction } from './host/clicks.ts';
import { handingOutCopies } from './host/hand-out.ts';
import { type ApiParts, createApi } from './instance-api.ts';
import { report } from './run-in-tasks.ts';

type Method = keyof DropcartApi;
type Call = [
  method: Method,
  args: unknown[],
  resolve: (value: unknown) => void,
  reject: (e: unknown) => void,
];

export interface EarlyApi {
  /** What mount() returns. */
  api: DropcartApi;
  /** The built widget's parts: what waited is carried out, in order; the clicks are its own from now on. */
  built(parts: ApiParts): void;
  /** The widget could not be built: what waited, and every later call, rejects with the reason. */
  failed(error: unknown): void;
}

const destroyed = () => new UsageError('[dropcart] this widget was destroyed', 'DESTROYED');

export function earlyApi(disposer: Disposer, doc: Document): EarlyApi {
  // Filled in when the widget is built; destroy() works before.
  const parts: Partial<ApiParts> = { disposer };
  // Answers are the caller's copies, never the widget's state (hand-out.ts).
  const widget = handingOutCopies(createApi(parts as ApiParts));
  const waiting: Call[] = [];
  let ready = false;
  let failure: unknown;
  const call = (method: Method, args: unknown[]): Promise<unknown> => {
    if (failure !== undefined) return Promise.reject(failure);
    if (disposer.signal.aborted) return Promise.reject(destroyed());
    // destroy() takes effect at once, even while the widget is being built: nothing of it stays.
    if (!ready && method !== 'destroy')
      return new Promise((resolve, reject) => waiting.push([method, args, resolve, reject]));
    try {
      return (widget[method] as (...a: unknown[]) => Promise<unknown>)(...args);
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const api = {} as Record<Method, (...args: unknown[]) => Promise<unknown>>;
  for (const method of Object.keys(widget) as Method[]) api[method] = (...args) => call(method, args);
  // A click on our buttons meanwhile: kept from navigating, and carried out in its turn.
  const hold = (event: Event) => {
    const element = takeAction(event);
    if (element) void api.activate(element).catch(() => undefined);
  };
  const stopHolding = () => doc.removeEventListener('click', hold, true);
  doc.addEventListener('click', hold, true);
  disposer.add(stopHolding);
  // Destroyed (or failed) before it was built: the calls that waited reject, but a subscription, as on a
  // built widget, does not (pages seldom catch `Dropcart.on('ready', …)`); there is nothing to hear.
  disposer.add(() => {
    for (const [method, , resolve, reject] of waiting.splice(0))
      if (method === 'on' || method === 'off') resolve(undefined);
      else reject(failure ?? destroyed());
  });
  return {
    api: api as unknown as DropcartApi,
    built(built) {
      stopHolding();
      Object.assign(parts, built);
      ready = true;
      for (const [method, args, resolve, reject] of waiting.splice(0))
        call(method, args).then(resolve, reject);
    },
    failed(error) {
      failure = error;
      report(error);
      disposer.dispose();
    },
  };
}
