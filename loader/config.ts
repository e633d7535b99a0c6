// Reads the widget's configuration from the loader's own <script> tag. Imports nothing (budget: 1.5 KB gzip).

/** What the loader hands to the widget's `mount()`; the widget documents each option (and its defaults). */
export interface LoaderConfig {
  clientId: string;
  /** Only when `data-api` is set: the widget's default is the client's (`DEFAULT_API_BASE`), kept in one place. */
  apiBase?: string;
  /** Only when `data-cart-api` is set (`v1` or `v2`); the widget's default is V2. */
  cartApi?: 'v1' | 'v2';
  locale?: string;
  /** `data-formality`, typed as what it should be: the widget checks it (its default: formal). */
  formality?: 'formal' | 'informal';
  /** `data-texts` as written (JSON): the widget parses and checks it. */
  texts?: string;
  openOnAdd: boolean;
  /** Only when `data-theme` is `light` or `dark`; the widget's default is `auto`. */
  theme?: 'light' | 'dark';
  /** `data-allowed-origins` as written: the widget splits it (its default: none). */
  allowedOrigins?: string | undefined;
  loginRedirectUri?: string;
  eventsUrl?: string;
  debug: boolean;
  /** `data-account-sections` as written: the widget splits and checks it (its default: orders, account). */
  accountSections?: string | undefined;
  /** `data-catalog` as written, typed as what it should be: the widget checks it (its default: detected). */
  catalog?: 'v1' | 'v3' | undefined;
  /** `data-analytics` as written, typed as what it should be: the widget checks it (its default: none). */
  analytics?: 'dataLayer' | 'gtag' | undefined;
}

/** Reads and checks the config; returns what is wrong instead of throwing, so the host page never breaks. */
export function readConfig(script: HTMLScriptElement): LoaderConfig | string {
  const data = script.dataset;
  const clientId = (data.clientId || '').trim();
  if (!clientId) return 'data-client-id is missing on the loader <script> tag';
  const config: LoaderConfig = {
    clientId,
    openOnAdd: data.openOnAdd !== 'false',
    allowedOrigins: data.allowedOrigins,
    debug: data.debug !== undefined && data.debug !== 'false',
    accountSections: data.accountSections,
    catalog: data.catalog as LoaderConfig['catalog'],
    analytics: data.analytics as LoaderConfig['analytics'],
  };
  const api = data.api;
  if (api)
    try {
      const url = new URL(api);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw 0;
      config.apiBase = url.href.replace(/\/$/, '');
    } catch {
      return `data-api="${api}" is not an http(s) URL`;
    }
  const cartApi = data.cartApi;
  if (cartApi === 'v1' || cartApi === 'v2') config.cartApi = cartApi;
  else if (cartApi) return `data-cart-api="${cartApi}" must be v1 or v2`;
  if (data.theme === 'dark' || data.theme === 'light') config.theme = data.theme;
  // As written, for the widget to check: each name costs the loader's budget once.
  for (const name of ['locale', 'formality', 'texts', 'loginRedirectUri'] as const)
    if (data[name]) config[name] = data[name] as never;
  if (data.events) config.eventsUrl = data.events;
  return config;
}
