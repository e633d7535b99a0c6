// The loader's whole behaviour, with its outside world passed in so tests can boot it on a fake script tag.
// Imports nothing but its own config reader: everything here counts against the 1.5 KB gzip budget.
import { type LoaderConfig, readConfig } from './config.ts';
import { showHints } from './hint.ts';

/**
 * The methods `window.Dropcart` offers before the widget is there; each queues and returns a promise. One
 * string split at load, not an array literal: the loader's gzip budget has a few bytes of room.
 */
export const API_METHODS =
  'add setQuantity remove applyCoupon removeCoupon open close getCart getSession login logout checkout on off destroy doctor'.split(
    ' ',
  );

/** Host elements whose clicks belong to us, captured from the loader's first moment on. */
export const ACTION_SELECTOR =
  '[data-dropcart-add],[data-dropcart-open],[data-dropcart-login],[data-dropcart-logout],[data-dropcart-account]';

/** The part of the widget's API (`widget/index.ts`) the loader relies on. */
export interface LoadedWidget {
  activate(element: Element): Promise<unknown>;
}
export interface WidgetModule {
  mount(options: LoaderConfig): LoadedWidget;
}

export interface BootEnvironment {
  script: HTMLScriptElement | null;
  window: Window;
  /** `url => import(url)` in the real loader. */
  importWidget(url: string): Promise<WidgetModule>;
}

type QueuedCall = [
  method: string,
  args: unknown[],
  resolve: (value: unknown) => void,
  reject: (e: unknown) => void,
];
type DropcartGlobal = ((method: string, ...args: unknown[]) => Promise<unknown>) & Record<string, unknown>;

function invoke(widget: LoadedWidget, method: string, args: unknown[]): Promise<unknown> {
  const fn = (widget as unknown as Record<string, unknown>)[method];
  if (typeof fn !== 'function') return Promise.reject(new TypeError(`[dropcart] unknown method "${method}"`));
  return Promise.resolve().then(() => fn.apply(widget, args));
}

/** Where the API goes: `Dropcart`, or `DropcartWidget` when the page's own script has a `Dropcart` already. */
export const GLOBAL_NAMES = ['Dropcart', 'DropcartWidget'] as const;

/** The global name to take, or undefined when the loader must not go on (said why in the console). */
function globalName(win: Window): string | undefined {
  const host = win as unknown as Record<string, { _dropcart?: 1 } | undefined>;
  for (const name of GLOBAL_NAMES) {
    const taken = host[name];
    if (taken?._dropcart) return; // included twice: the first include already owns the page
    // Free, or only an element's id or name (the window's named access, not an own property): ours shadows it.
    if (!taken || !Object.hasOwn(win, name)) {
      if (name !== 'Dropcart') console.warn(`${OWN}; the API is window.${name}`);
      return name;
    }
  }
  console.error(`${OWN}, and so is DropcartWidget: not started`);
}

const OWN = "[dropcart] window.Dropcart is the page's own";

export function boot({ script, window: win, importWidget }: BootEnvironment): void {
  const name = globalName(win);
  if (!name) return;
  const host = win as unknown as Record<string, unknown>;
  const doc = win.document;
  const queue: QueuedCall[] = [];
  const clicked: Element[] = [];
  let widget: LoadedWidget | undefined;
  let loading = false;
  let failure: Error | undefined;

  const Dropcart = ((method: string, ...args: unknown[]) => {
    if (widget) return invoke(widget, method, args);
    if (failure) return Promise.reject(failure);
    return new Promise((resolve, reject) => {
      queue.push([method, args, resolve, reject]);
      load();
    });
  }) as DropcartGlobal;
  for (const method of API_METHODS) Dropcart[method] = (...args: unknown[]) => Dropcart(method, ...args);
  Dropcart._dropcart = 1;
  host[name] = Dropcart;

  const config = script ? readConfig(script) : 'the loader must run as a classic <script src> tag';
  if (typeof config === 'string') {
    failure = new Error(`[dropcart] ${config}; the widget was not loaded.`);
    console.error(failure.message);
    return;
  }
  config.pageText = showHints(win, config.clientId);

  const actionOf = (event: Event) => (event.target as Element | null)?.closest?.(ACTION_SELECTOR);
  const onClick = (event: Event) => {
    const element = actionOf(event);
    if (!element) return;
    event.preventDefault(); // an anchor or a form button must not navigate away with the shopper's click
    clicked.push(element);
    load();
  };
  const onEarly = (event: Event) => {
    if (actionOf(event)) load();
  };
  const triggers: [string, EventListener][] = [
    ['pointerover', onEarly],
    ['focusin', onEarly],
    ['pointerdown', load],
    ['keydown', load],
  ];
  // On its own the widget loads once the page has loaded and is idle: fetched and compiled earlier, it
  // held up the page's first paint and its largest one (LCP) on a slow phone. An idle callback and a
  // timeout have separate numbering: each is cancelled only by its own cancel function, or a host timer
  // that happens to share the number would be cancelled instead (issue 17).
  let cancelIdle = () => {};
  const whenIdle = () => {
    const idle = !!win.requestIdleCallback;
    const id = idle ? win.requestIdleCallback(load, { timeout: 4000 }) : win.setTimeout(load, 2000);
    cancelIdle = () => (idle ? win.cancelIdleCallback(id) : win.clearTimeout(id));
  };
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  doc.addEventListener('click', onClick, true);
  for (const [type, listener] of triggers) doc.addEventListener(type, listener, true);

  function load(): void {
    if (loading) return;
    loading = true;
    for (const [type, listener] of triggers) doc.removeEventListener(type, listener, true);
    win.removeEventListener('load', whenIdle);
    cancelIdle();
    // From a CDN by a range (`dropcart@0.2`), the widget's hashed files are asked for at this loader's
    // exact version: the range may meanwhile name a newer patch, which no longer has them.
    const url = new URL(
      `widget/${__DROPCART_WIDGET_ENTRY__}`,
      (script as HTMLScriptElement).src.replace(/dropcart@[^/]+/, `dropcart@${__DROPCART_VERSION__}`),
    ).href;
    const fail = (error: unknown) => {
      doc.removeEventListener('click', onClick, true);
      failure = new Error(`[dropcart] the widget could not be loaded from ${url}`, { cause: error });
      console.error(failure.message, error);
      for (const [, , , reject] of queue.splice(0)) reject(failure);
    };
    // Mounted a task after the module graph is evaluated: the two together are too long for one task
    // on a slow phone (design.md §4: at most 50 ms at a 4x slowdown).
    importWidget(url).then((module) => win.setTimeout(() => start(module, fail)), fail);
  }

  function start(module: WidgetModule, fail: (error: unknown) => void): void {
    let mounted: LoadedWidget;
    try {
      mounted = module.mount(config as LoaderConfig);
    } catch (error) {
      fail(error);
      return;
    }
    // The widget now listens itself; hand the clicks we held over, then the calls, in order.
    doc.removeEventListener('click', onClick, true);
    widget = mounted;
    for (const element of clicked.splice(0)) mounted.activate(element).catch(() => {});
    for (const [method, args, resolve, reject] of queue.splice(0))
      invoke(mounted, method, args).then(resolve, reject);
  }
}
