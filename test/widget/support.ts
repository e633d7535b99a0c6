// Mounting the real widget against the in-process emulator, and reading what the shopper sees inside
// its shadow root (Testing Library's `screen` does not look into shadow roots; `within` does). The widget
// gets its outside world through `mount({ platform })`: a fetch that records every request (never a
// patched global), and, for tests about time, a clock the test moves on itself.
import { within } from '@testing-library/dom';
import { afterEach } from 'vitest';
import type { DropcartApi, MountOptions } from '../../widget/index.ts';
import { mount } from '../../widget/index.ts';

export { type TestClock, testClock } from '../support/clock.ts';

/** Testing Library's queries (getBy…, findBy…) scoped to a shadow root. */
export type ShadowQueries = ReturnType<typeof within>;

/**
 * The way to query inside a shadow root (`screen` stops at its host). Testing Library types its container
 * as an element but searches a shadow root as one (querySelectorAll); what it cannot do itself is print
 * one in a query's error, which setup.ts teaches it, so a query that finds nothing fails its test in words.
 */
export function shadowQueries(shadow: ShadowRoot): ShadowQueries {
  return within(shadow as unknown as HTMLElement);
}

export interface MountedWidget {
  api: DropcartApi;
  host: HTMLElement;
  shadow: ShadowRoot;
  /** Queries scoped to the widget's shadow root (`shadowQueries`). */
  view: ShadowQueries;
  /** Every request the widget (and its client) made. */
  requests: RequestLog;
}

const mounted: DropcartApi[] = [];
afterEach(async () => {
  for (const api of mounted.splice(0)) await api.destroy().catch(() => undefined);
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

export interface RequestLog {
  /** The platform's `fetch`: records the URL, then sends the request unchanged. */
  fetch: typeof fetch;
  readonly urls: readonly string[];
  /** Counts the requests whose URL contains `fragment`, from now on. */
  watch(fragment: string): { readonly count: number };
}

/** `send`: where the requests go once recorded. @default the real fetch */
export function requestLog(send: typeof fetch = (input, init) => globalThis.fetch(input, init)): RequestLog {
  const urls: string[] = [];
  return {
    fetch: (input, init) => {
      urls.push(urlOf(input));
      return send(input, init);
    },
    urls,
    watch(fragment) {
      const start = urls.length;
      return {
        get count() {
          return urls.slice(start).filter((url) => url.includes(fragment)).length;
        },
      };
    },
  };
}

/** Mounts a widget for the emulator at `apiBase` (memory tokens, English), destroyed after the test. */
export function mountWidget(apiBase: string, options: Partial<MountOptions> = {}): MountedWidget {
  const requests = requestLog(options.platform?.fetch);
  const api = mount({
    clientId: 'demo',
    apiBase,
    tokenStorage: 'memory',
    locale: 'en',
    ...options,
    platform: { ...options.platform, fetch: requests.fetch },
  });
  mounted.push(api);
  const host = document.querySelector('dropcart-root') as HTMLElement;
  const shadow = host.shadowRoot as ShadowRoot;
  // The whole shadow root: the live region sits beside React's container.
  return { api, host, shadow, view: shadowQueries(shadow), requests };
}

/** Adds a host-page element from HTML and returns it. */
export function hostElement<T extends HTMLElement = HTMLElement>(html: string): T {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const element = template.content.firstElementChild as T;
  document.body.append(element);
  return element;
}

/**
 * A fetch that holds back the requests whose URL contains `fragment` until the test lets them go, so
 * "while the platform is still working" is a state the test controls, not a race against a latency.
 */
export function heldRequests(
  fragment: string,
  fetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
) {
  const held: Array<{ url: string; signal: AbortSignal | undefined; release(): void }> = [];
  const waiting: Array<() => void> = [];
  return {
    fetch: ((input, init) => {
      const url = urlOf(input);
      if (!url.includes(fragment)) return fetch(input, init);
      return new Promise<void>((release) => {
        held.push({ url, signal: init?.signal ?? undefined, release });
        for (const wake of waiting.splice(0)) wake();
      }).then(() => fetch(input, init));
    }) as typeof globalThis.fetch,
    held,
    /** Resolves once `count` requests have been held in all. */
    async until(count: number): Promise<void> {
      while (held.length < count) await new Promise<void>((wake) => waiting.push(wake));
    },
  };
}
