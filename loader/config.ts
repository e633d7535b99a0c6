// Reads the widget's configuration from the loader's own <script> tag. Imports nothing (budget: 1.5 KB gzip).

/** What the loader hands to the widget's `mount()`; the widget documents each option. */
export interface LoaderConfig {
  clientId: string;
  apiBase: string;
  locale?: string;
  openOnAdd: boolean;
  theme: 'light' | 'dark' | 'auto';
  allowedOrigins: string[];
  loginRedirectUri?: string;
  eventsUrl?: string;
  debug: boolean;
}

const DEFAULT_API = 'https://www.wixapis.com';

/** Reads and checks the config; returns an error text instead of throwing so the host page never breaks. */
export function readConfig(script: HTMLScriptElement): LoaderConfig | string {
  const data = script.dataset;
  const clientId = (data.clientId || '').trim();
  if (!clientId) return 'data-client-id is missing on the loader <script> tag; the widget was not loaded.';
  const api = data.api || DEFAULT_API;
  let apiBase: string;
  try {
    const url = new URL(api);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw 0;
    apiBase = url.href.replace(/\/$/, '');
  } catch {
    return `data-api="${api}" is not an http(s) URL; the widget was not loaded.`;
  }
  const theme = data.theme === 'dark' || data.theme === 'light' ? data.theme : 'auto';
  const config: LoaderConfig = {
    clientId,
    apiBase,
    openOnAdd: data.openOnAdd !== 'false',
    theme,
    allowedOrigins: (data.allowedOrigins || '').split(/\s+/).filter(Boolean),
    debug: data.debug !== undefined && data.debug !== 'false',
  };
  if (data.locale) config.locale = data.locale;
  if (data.loginRedirectUri) config.loginRedirectUri = data.loginRedirectUri;
  if (data.events) config.eventsUrl = data.events;
  return config;
}
