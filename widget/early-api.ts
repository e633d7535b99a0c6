// mount() returns its API at once, while the widget is still being built over its next tasks (instance.ts:
// one task would be too long on a slow phone, design.md §4). What is asked meanwhile waits here, and so do
// clicks on our buttons (the loader stops holding them when mount returns), all in the order they came,
// until the widget's parts exist. Every method answers with a promise and never throws into the page:
// bad arguments reject, and after destroy() (or a failed start) every method rejects instead of acting.
import { UsageError } from '../src/index.ts';
import type { DropcartApi } from './api.ts';
import type { Disposer } from './disposer.ts';
import { ACTION_SELECTOR } from './host/clicks.ts';

type Method = keyof DropcartApi;
type Call = [
  method: Method,
  args: unknown[],
  resolve: (value: unknown) => void,
  reject: (e: unknown) => void,
];

// Typed so that the compiler names a method of DropcartApi missing here.
const METHODS: Record<Method, 0> = {
  add: 0,
  setQuantity: 0,
  remove: 0,
  applyCoupon: 0,
  removeCoupon: 0,
  open: 0,
  close: 0,
  getCart: 0,
  getSession: 0,
  login: 0,
  logout: 0,
  checkout: 0,
  on: 0,
  off: 0,
  destroy: 0,
  doctor: 0,
  activate: 0,
};

export interface EarlyApi {
  /** What mount() returns. */
  api: DropcartApi;
  /** on/off for the frames' bridge: after destroy() they do nothing rather than reject (its teardown unsubscribes). */
  quiet: Pick<DropcartApi, 'on' | 'off'>;
  /** The built widget's API: what waited is handed to it, in order; the clicks are its own from now on. */
  built(api: DropcartApi): void;
  /** The widget could not be built: what waited, and every later call, rejects with the reason. */
  failed(error: unknown): void;
}

const destroyed = () => new UsageError('[dropcart] this widget was destroyed', 'DESTROYED');

export function earlyApi(disposer: Disposer, doc: Document): EarlyApi {
  const waiting: Call[] = [];
  let widget: DropcartApi | undefined;
  let failure: unknown;
  const call = (method: Method, args: unknown[]): Promise<unknown> => {
    if (failure !== undefined) return Promise.reject(failure);
    if (disposer.signal.aborted) return Promise.reject(destroyed());
    // destroy() takes effect at once, even while the widget is being built: nothing of it stays.
    if (!widget && method !== 'destroy')
      return new Promise((resolve, reject) => waiting.push([method, args, resolve, reject]));
    try {
      return widget ? (widget[method] as (...a: unknown[]) => Promise<unknown>)(...args) : destroy();
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const destroy = async () => disposer.dispose();
  const api = {} as Record<Method, (...args: unknown[]) => Promise<unknown>>;
  for (const method of Object.keys(METHODS) as Method[]) api[method] = (...args) => call(method, args);
  // A click on our buttons meanwhile: kept from navigating, and carried out in its turn.
  const hold = (event: Event) => {
    const element = (event.target as Element | null)?.closest?.(ACTION_SELECTOR);
    if (!element || (element as HTMLButtonElement).disabled) return;
    event.preventDefault();
    void api.activate(element).catch(() => undefined);
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
  const quietly =
    (method: 'on' | 'off') =>
    (...args: unknown[]) =>
      disposer.signal.aborted ? Promise.resolve() : call(method, args);
  return {
    api: api as unknown as DropcartApi,
    quiet: { on: quietly('on'), off: quietly('off') } as EarlyApi['quiet'],
    built(built) {
      stopHolding();
      widget = built;
      for (const [method, args, resolve, reject] of waiting.splice(0))
        call(method, args).then(resolve, reject);
    },
    failed(error) {
      failure = error;
      console.error('[dropcart] the widget could not start', error);
      disposer.dispose();
    },
  };
}
