// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
import { readFileSync } from 'node:fs';
import { Window as HappyWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTION_SELECTOR, API_METHODS, boot, type WidgetModule } from '../../loader/boot.ts';
import { type LoaderConfig, readConfig } from '../../loader/config.ts';
import { VERSION as WIDGET_VERSION } from '../../widget/api.ts';
import { withTag } from '../../widget/options.ts';

type DropcartGlobal = ((method: string, ...args: unknown[]) => Promise<unknown>) & Record<string, unknown>;
const global = window as unknown as { Dropcart?: DropcartGlobal };

function scriptTag(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = 'https://cdn.example/dropcart/loader.js';
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  // Not appended: the tag only carries the configuration (happy-dom would try to fetch it).
  return script;
}

/** A widget module that records what the loader hands it (the real widget is covered in test/widget). */
function recordingWidget() {
  const calls: Array<[string, unknown[]]> = [];
  const activated: Element[] = [];
  const mounts: unknown[] = [];
  const module: WidgetModule = {
    mount(options) {
      mounts.push(options);
      return new Proxy(
        {
          activate: async (element: Element) => {
            activated.push(element);
          },
        },
        {
          get(target, name: string) {
            if (name === 'activate') return target.activate;
            return async (...args: unknown[]) => {
              calls.push([name, args]);
              return `${name}:done`;
            };
          },
        },
      );
    },
  };
  return { module, calls, activated, mounts };
}

beforeEach(() => {
  delete global.Dropcart;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});
afterEach(() => vi.restoreAllMocks());

describe('reading the script tag', () => {
  it('hands the client id and the tag’s attributes as written; the widget maps them to its documented options', () => {
    const bare = scriptTag({ 'data-client-id': ' abc ' });
    expect(readConfig(bare)).toEqual({ clientId: 'abc', tag: bare.dataset });
    expect(withTag({ clientId: 'abc', tag: bare.dataset })).toEqual({
      clientId: 'abc',
      openOnAdd: true,
      debug: false,
    });
    const full = scriptTag({
      'data-client-id': 'abc',
      'data-api': 'http://127.0.0.1:4010/',
      'data-cart-api': 'v1',
      'data-locale': 'de',
      'data-formality': 'informal',
      'data-texts': '{"de":{"cart.title":"Deine Tüte"}}',
      'data-open-on-add': 'false',
      'data-theme': 'dark',
      'data-allowed-origins': 'https://a.example  https://b.example',
      'data-login-redirect-uri': 'https://shop.example/back',
      'data-events': 'http://127.0.0.1:4010/_emulator/events',
      'data-account-sections': 'ORDERS, BOOKINGS  ACCOUNT_INFO',
      'data-catalog': 'v3',
      'data-analytics': 'dataLayer',
      'data-debug': '',
    });
    const config = readConfig(full) as LoaderConfig;
    expect(withTag(config)).toEqual({
      clientId: 'abc',
      apiBase: 'http://127.0.0.1:4010/', // its slash is the widget's to drop, as for mount()
      cartApi: 'v1',
      locale: 'de',
      formality: 'informal',
      texts: '{"de":{"cart.title":"Deine Tüte"}}', // parsed and checked by the widget
      openOnAdd: false,
      theme: 'dark',
      allowedOrigins: 'https://a.example  https://b.example', // split by the widget
      loginRedirectUri: 'https://shop.example/back',
      eventsUrl: 'http://127.0.0.1:4010/_emulator/events',
      accountSections: 'ORDERS, BOOKINGS  ACCOUNT_INFO',
      analytics: 'dataLayer', // checked by the widget
      catalog: 'v3',
      debug: true,
    });
    // An empty attribute is no choice, and a theme other than light or dark is the default.
    const empty = scriptTag({
      'data-client-id': 'abc',
      'data-api': '',
      'data-cart-api': '',
      'data-theme': 'blue',
    });
    expect(withTag(readConfig(empty) as LoaderConfig)).toEqual({
      clientId: 'abc',
      openOnAdd: true,
      debug: false,
    });
  });

  it.each([
    [{}, 'data-client-id is missing'],
    [{ 'data-client-id': '  ' }, 'data-client-id is missing'],
  ])(
    'bad configuration %j logs one clear error, throws nothing and loads nothing',
    async (attributes, text) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const importWidget = vi.fn<(url: string) => Promise<WidgetModule>>();
      vi.useFakeTimers();
      try {
        expect(() => boot({ script: scriptTag(attributes), window, importWidget })).not.toThrow();
        document.body.innerHTML = '<button data-dropcart-add="p1">Buy</button>';
        document.querySelector('button')?.click();
        vi.advanceTimersByTime(10_000); // past the idle fallback
      } finally {
        vi.useRealTimers();
      }
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toContain(`[dropcart] ${text}`);
      await expect(global.Dropcart?.('add', { productId: 'p' })).rejects.toThrow(text);
      expect(importWidget).not.toHaveBeenCalled();
    },
  );
});

describe('where the widget is loaded from', () => {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const loadedFrom = (src: string) => {
    const importWidget = vi.fn((_url: string) => new Promise<WidgetModule>(() => {}));
    const script = scriptTag({ 'data-client-id': 'demo' });
    script.src = src;
    boot({ script, window, importWidget });
    void (global.Dropcart as DropcartGlobal)('getCart');
    return importWidget.mock.calls[0]?.[0];
  };

  it('the folder of the loader itself, wherever it is served', () => {
    expect(loadedFrom('https://shop.example/assets/dropcart/loader.js')).toBe(
      'https://shop.example/assets/dropcart/widget/dropcart.js',
    );
  });

  it('this loader’s exact version when a CDN served it by a range, which may since name a newer patch', () => {
    expect(loadedFrom('https://cdn.jsdelivr.net/npm/dropcart@0.2/dist/loader.js')).toBe(
      `https://cdn.jsdelivr.net/npm/dropcart@${version}/dist/widget/dropcart.js`,
    );
    delete global.Dropcart;
    expect(loadedFrom('https://unpkg.com/dropcart@latest/dist/loader.js')).toBe(
      `https://unpkg.com/dropcart@${version}/dist/widget/dropcart.js`,
    );
  });

  it('and the widget it loads reports that same version', () => {
    expect(WIDGET_VERSION).toBe(version);
  });
});

describe('the command queue', () => {
  it('queues calls made before the widget loaded and replays them in order once it has', async () => {
    const widget = recordingWidget();
    let release: (module: WidgetModule) => void = () => {};
    const importWidget = vi.fn(() => new Promise<WidgetModule>((resolve) => (release = resolve)));
    boot({ script: scriptTag({ 'data-client-id': 'demo' }), window, importWidget });
    const Dropcart = global.Dropcart as DropcartGlobal;
    const first = Dropcart('add', { productId: 'p1' });
    const second = (Dropcart.open as () => Promise<unknown>)();
    expect(widget.calls).toEqual([]);
    expect(importWidget).toHaveBeenCalledWith('https://cdn.example/dropcart/widget/dropcart.js');
    release(widget.module);
    await expect(first).resolves.toBe('add:done');
    await expect(second).resolves.toBe('open:done');
    expect(widget.calls).toEqual([
      ['add', [{ productId: 'p1' }]],
      ['open', []],
    ]);
    // After the load, calls go straight through.
    await expect(Dropcart('getCart')).resolves.toBe('getCart:done');
  });

  it('offers every API method as a stub before the widget is there', () => {
    boot({
      script: scriptTag({ 'data-client-id': 'demo' }),
      window,
      importWidget: () => new Promise(() => {}),
    });
    // The list itself is held to the widget's API by one-source.test.ts.
    for (const method of API_METHODS) expect(typeof global.Dropcart?.[method]).toBe('function');
  });

  it('does nothing when included a second time', async () => {
    const first = recordingWidget();
    boot({ script: scriptTag({ 'data-client-id': 'demo' }), window, importWidget: async () => first.module });
    const owner = global.Dropcart;
    const second = vi.fn<(url: string) => Promise<WidgetModule>>();
    boot({ script: scriptTag({ 'data-client-id': 'other' }), window, importWidget: second });
    expect(global.Dropcart).toBe(owner);
    await owner?.('open');
    expect(first.mounts).toHaveLength(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('rejects queued calls with a clear error when the widget cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    boot({
      script: scriptTag({ 'data-client-id': 'demo' }),
      window,
      importWidget: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    await expect(global.Dropcart?.('add', { productId: 'p' })).rejects.toThrow(
      '[dropcart] the widget could not be loaded from https://cdn.example/dropcart/widget/dropcart.js',
    );
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('rejects queued calls, and throws nothing into the page, when the widget fails to mount', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pageErrors: unknown[] = [];
    const onError = (event: ErrorEvent) => pageErrors.push(event.error);
    window.addEventListener('error', onError);
    boot({
      script: scriptTag({ 'data-client-id': 'demo' }),
      window,
      importWidget: async () => ({
        mount() {
          throw new Error('no shadow DOM here');
        },
      }),
    });
    await expect(global.Dropcart?.('open')).rejects.toMatchObject({
      message:
        '[dropcart] the widget could not be loaded from https://cdn.example/dropcart/widget/dropcart.js',
      cause: new Error('no shadow DOM here'),
    });
    window.removeEventListener('error', onError);
    expect(pageErrors).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('early clicks', () => {
  it('captures clicks on marked elements before the widget loads and hands them over', async () => {
    // A page of its own: no loader of another test listens to its document.
    const page = new HappyWindow({ url: 'http://localhost:3000/shop/' });
    const win = page as unknown as Window;
    const doc = win.document;
    try {
      const widget = recordingWidget();
      let release: (module: WidgetModule) => void = () => {};
      boot({
        script: scriptTag({ 'data-client-id': 'demo' }),
        window: win,
        importWidget: () => new Promise<WidgetModule>((resolve) => (release = resolve)),
      });
      doc.body.innerHTML =
        '<a id="buy" href="/product/mug" data-dropcart-add="p1"><span>Buy</span></a><button id="plain">Other</button>';
      const link = doc.getElementById('buy') as HTMLAnchorElement;
      const click = new page.MouseEvent('click', { bubbles: true, cancelable: true });
      link.firstElementChild?.dispatchEvent(click as unknown as Event);
      expect(click.defaultPrevented).toBe(true); // the anchor did not navigate away
      const plain = new page.MouseEvent('click', { bubbles: true, cancelable: true });
      doc.getElementById('plain')?.dispatchEvent(plain as unknown as Event);
      expect(plain.defaultPrevented).toBe(false);
      release(widget.module);
      await vi.waitFor(() => expect(widget.activated).toEqual([link]));
      // Once loaded, the widget's own listener owns clicks: the loader's is gone (it would cancel the
      // click at once, as above).
      const later = new page.MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(later as unknown as Event);
      expect(later.defaultPrevented).toBe(false);
      expect(widget.activated).toHaveLength(1);
    } finally {
      await page.happyDOM.close();
    }
  });

  it('loads the widget early when a buy button is hovered', () => {
    const importWidget = vi.fn((_url: string) => new Promise<WidgetModule>(() => {}));
    boot({ script: scriptTag({ 'data-client-id': 'demo' }), window, importWidget });
    document.body.innerHTML = '<button data-dropcart-add="p1">Buy</button><p id="text">text</p>';
    document.getElementById('text')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(importWidget).not.toHaveBeenCalled();
    document.querySelector('button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(importWidget).toHaveBeenCalledTimes(1);
  });

  it('loads the widget on its own 2 s after boot where the browser has no idle callback', () => {
    expect(window.requestIdleCallback).toBeUndefined(); // happy-dom, as Safari
    const importWidget = vi.fn((_url: string) => new Promise<WidgetModule>(() => {}));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      boot({ script: scriptTag({ 'data-client-id': 'demo' }), window, importWidget });
      vi.advanceTimersByTime(1999);
      expect(importWidget).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(importWidget).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads the widget on its own once the page is idle, at the latest after 4 s', () => {
    const idle: Array<[IdleRequestCallback, IdleRequestOptions | undefined]> = [];
    const cancelled: number[] = [];
    Object.assign(window, {
      requestIdleCallback: (callback: IdleRequestCallback, options?: IdleRequestOptions) =>
        idle.push([callback, options]),
      cancelIdleCallback: (handle: number) => cancelled.push(handle),
    });
    // The host page's own timeout, which may have the idle request's number (a separate numbering).
    const clearTimeout = vi.spyOn(window, 'clearTimeout');
    try {
      const importWidget = vi.fn((_url: string) => new Promise<WidgetModule>(() => {}));
      boot({ script: scriptTag({ 'data-client-id': 'demo' }), window, importWidget });
      expect(idle.map(([, options]) => options)).toEqual([{ timeout: 4000 }]);
      expect(importWidget).not.toHaveBeenCalled();
      idle[0]?.[0]({ didTimeout: false, timeRemaining: () => 50 });
      expect(importWidget).toHaveBeenCalledTimes(1);
      expect(cancelled).toEqual([1]); // loading cancels the idle request it no longer needs
      expect(clearTimeout).not.toHaveBeenCalled(); // and no timeout of the host's with the same number
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('asks for the idle moment only once the page has loaded: the widget never holds up its first paint', () => {
    const importWidget = vi.fn((_url: string) => new Promise<WidgetModule>(() => {}));
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      boot({ script: scriptTag({ 'data-client-id': 'demo' }), window, importWidget });
      vi.advanceTimersByTime(10_000);
      expect(importWidget).not.toHaveBeenCalled(); // the page is still loading
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(2000);
      expect(importWidget).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      Reflect.deleteProperty(document, 'readyState');
    }
  });

  it('selects exactly the documented action attributes', () => {
    document.body.innerHTML = `
      <button data-dropcart-add="p"></button><button data-dropcart-open></button>
      <button data-dropcart-login></button><button data-dropcart-logout></button>
      <button data-dropcart-account="ORDERS"></button><button data-dropcart-count></button>`;
    expect(document.querySelectorAll(ACTION_SELECTOR)).toHaveLength(5);
  });
});

// A page whose own script already has a `window.Dropcart` (issue #18, hole 7): the loader used to exit in
// silence. Now it takes `window.DropcartWidget` and says so, or says why it did not start.
describe('the global name', () => {
  const names = window as unknown as Record<string, unknown>;
  afterEach(() => {
    delete names.Dropcart;
    delete names.DropcartWidget;
  });

  function bootOnce() {
    const widget = recordingWidget();
    boot({
      script: scriptTag({ 'data-client-id': 'abc' }),
      window,
      importWidget: async () => widget.module,
    });
    return widget;
  }

  it("the page's own Dropcart is left alone; the API is window.DropcartWidget, and the console says so", async () => {
    const pages = { mine: true };
    names.Dropcart = pages;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const widget = bootOnce();
    expect(names.Dropcart).toBe(pages);
    const api = names.DropcartWidget as DropcartGlobal;
    expect(typeof api).toBe('function');
    await expect(api('getCart')).resolves.toBe('getCart:done');
    expect(widget.calls).toEqual([['getCart', []]]);
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      "[dropcart] window.Dropcart is the page's own; the API is window.DropcartWidget",
    ]);
  });

  it('both names the page’s own: nothing is taken, and the console says why the widget did not start', () => {
    names.Dropcart = { mine: true };
    names.DropcartWidget = 'also mine';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    bootOnce();
    expect(names.Dropcart).toEqual({ mine: true });
    expect(names.DropcartWidget).toBe('also mine');
    expect(error.mock.calls.map(([text]) => text)).toEqual([
      "[dropcart] window.Dropcart is the page's own, and so is DropcartWidget: not started",
    ]);
  });

  it('included twice: the second include leaves the first one’s API in place, silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    bootOnce();
    const first = names.Dropcart;
    bootOnce();
    expect(names.Dropcart).toBe(first);
    expect(names.DropcartWidget).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});
