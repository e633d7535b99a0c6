// Mounting the real widget against the in-process emulator, and reading what the shopper sees inside
// its shadow root (Testing Library's `screen` does not look into shadow roots; `within` does).
import { within } from '@testing-library/dom';
import { afterEach } from 'vitest';
import type { DropcartApi, MountOptions } from '../../widget/index.ts';
import { mount } from '../../widget/index.ts';

export interface MountedWidget {
  api: DropcartApi;
  host: HTMLElement;
  shadow: ShadowRoot;
  /** Queries scoped to the widget's shadow root. */
  view: ReturnType<typeof within>;
}

const mounted: DropcartApi[] = [];
afterEach(async () => {
  for (const api of mounted.splice(0)) await api.destroy().catch(() => undefined);
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});

/** Mounts a widget for the emulator at `apiBase` (memory tokens, English), destroyed after the test. */
export function mountWidget(apiBase: string, options: Partial<MountOptions> = {}): MountedWidget {
  const api = mount({ clientId: 'demo', apiBase, tokenStorage: 'memory', locale: 'en', ...options });
  mounted.push(api);
  const host = document.querySelector('dropcart-root') as HTMLElement;
  const shadow = host.shadowRoot as ShadowRoot;
  // The whole shadow root: the live region sits beside React's container.
  return { api, host, shadow, view: within(shadow as unknown as HTMLElement) };
}

/** Counts requests whose URL contains `fragment` while passing every request through unchanged. */
export function countRequests(fragment: string): { readonly count: number; stop(): void } {
  const original = globalThis.fetch;
  let count = 0;
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(fragment)) count++;
    return original(input, init);
  };
  return {
    get count() {
      return count;
    },
    stop: () => {
      globalThis.fetch = original;
    },
  };
}

/** Adds a host-page element from HTML and returns it. */
export function hostElement<T extends HTMLElement = HTMLElement>(html: string): T {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const element = template.content.firstElementChild as T;
  document.body.append(element);
  return element;
}
