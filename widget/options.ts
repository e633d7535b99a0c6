import {
  type CaptchaTokens,
  type CartApiVersion,
  type CatalogVersion,
  DEFAULT_API_BASE,
  type Platform,
  type TokenStorage,
  UsageError,
} from '../src/index.ts';
import { WIX_IMAGE_URL } from '../src/media/image.ts';
import { ACCOUNT_SECTIONS, type AccountSection, isAccountSection } from './api.ts';
import type { Formality } from './i18n/index.ts';
import type { OwnerTexts } from './i18n/texts.ts';

/** The account sections every store has: its orders and the member's own details. */
export const DEFAULT_ACCOUNT_SECTIONS: readonly AccountSection[] = ['ORDERS', 'ACCOUNT_INFO'];

/** What `mount()` accepts. The loader passes the data attributes of its script tag (docs/embedding.md). */
export interface MountOptions {
  /** OAuth client id of the headless site (`data-client-id`). */
  clientId: string;
  /** The platform's API base (`data-api`). @default 'https://www.wixapis.com' */
  apiBase?: string;
  /**
   * The cart generation to speak (`data-cart-api`): Current Cart V2, or Cart V1, which the platform
   * removes on 2027-02-01. On V2, a visitor token that V2 refuses falls back to V1 while V1 exists.
   * @default 'v2'
   */
  cartApi?: CartApiVersion;
  /**
   * The site's catalog generation (`data-catalog`), when you know it: Catalog V3 for stores created today,
   * V1 for older ones. Saves a first visitor's detection request; a wrong one is corrected by the
   * platform's answer to the first read (one refused read, its 428 in the console).
   * @default detected once per visitor
   */
  catalog?: 'v1' | 'v3' | undefined;
  /** Where to render: an element (gets an open shadow root) or a shadow root. @default a new `<dropcart-root>` at the end of `<body>` */
  host?: HTMLElement | ShadowRoot;
  /**
   * The language of the texts and the formats of numbers, money and the ship-to form's first country
   * (`data-locale`, a tag such as `fr`, `pt-BR`). The first of this, the page's `<html lang>` and the
   * browser's languages that the widget speaks gives the texts; the first one named gives the formats.
   * @default the page's `<html lang>`, then `navigator.languages`, then English
   */
  locale?: string;
  /** How German texts address the shopper (`data-formality`): "Sie" or "du". @default 'formal' */
  formality?: Formality;
  /**
   * Your own texts by language and key (`data-texts`, as JSON), e.g. `{ en: { 'cart.title': 'Your bag' } }`;
   * docs/embedding.md lists the keys. A mistake is said in the console and the widget's text stays.
   * @default none
   */
  texts?: OwnerTexts | string;
  /**
   * The order subtotal, in the cart's currency, from which you ship free (`data-free-shipping-over`, e.g.
   * `50`): the open cart says how much more is needed. Your promise: the platform decides shipping at
   * checkout. Anything but a positive number is said in the console and `dropcart:error`, and no hint shows.
   * @default none
   */
  freeShippingOver?: number | string | undefined;
  /** Open the drawer after an add (`data-open-on-add`). @default true */
  openOnAdd?: boolean;
  /** Colour scheme (`data-theme`). @default 'auto' (follows prefers-color-scheme) */
  theme?: 'light' | 'dark' | 'auto';
  /** Origins allowed to drive the widget by postMessage (`data-allowed-origins`, space- or comma-separated, as a string or a list). @default [] */
  allowedOrigins?: readonly string[] | string | undefined;
  /** Where the hosted login page sends the shopper back (`data-login-redirect-uri`). @default the current page without query and fragment */
  loginRedirectUri?: string;
  /** Server-sent events for live availability and prices (`data-events`). @default none */
  eventsUrl?: string;
  /** Log what the widget does to the console (`data-debug`). @default false */
  debug?: boolean;
  /**
   * The members' account sections the member menu lists, in this order (`data-account-sections`, space-
   * or comma-separated, as a string or a list): only those the store has. `BOOKINGS`, `SUBSCRIPTIONS` and
   * `EVENTS` need the platform's Bookings, Pricing Plans and Events apps on the site; any other name is
   * refused.
   * @default ['ORDERS', 'ACCOUNT_INFO']
   */
  accountSections?: readonly string[] | string | undefined;
  /** Where tokens live: 'local' keeps the cart across reloads and tabs. @default 'local' */
  tokenStorage?: 'local' | 'memory' | TokenStorage;
  /** Supplies captcha tokens when the store demands them. @default none (a clear message is shown) */
  captcha?: () => Promise<CaptchaTokens>;
  /**
   * Standard e-commerce events for the page's analytics (`data-analytics`): `'dataLayer'` pushes them to
   * Google Tag Manager's `window.dataLayer`, `'gtag'` calls Google Analytics 4's `window.gtag('event', …)`.
   * Never an e-mail, a name or a token in them (docs/embedding.md, Analytics).
   * @default none: nothing is sent, and the code for it is not loaded
   */
  analytics?: AnalyticsTarget | undefined;
  /**
   * The outside world of the widget and its client: fetch, timers, clock, crypto, window (and with it the
   * document, location and storage), Web Locks, random. Swap a part to run the widget elsewhere or in
   * tests (a fake clock, a counting fetch). Also passed to the client (`createClient({ platform })`).
   * @default each part from the browser's globals
   */
  platform?: Partial<Platform>;
}

export type AnalyticsTarget = 'dataLayer' | 'gtag';

/** What the loader adds to `mount()`'s options (loader/config.ts); not for other callers. */
export interface LoaderHandOff {
  /** The loader's script tag's data attributes as written (`data-api` is `api`): `withTag` maps them. */
  tag?: Readonly<Record<string, string | undefined>>;
  /** The page's own texts the loader's hints replaced (loader/hint.ts), for the bindings to put back. */
  pageText?: ReadonlyMap<Element, string | null>;
}

/**
 * The options of a script tag (docs/embedding.md, "The script tag") as `mount()`'s, and the options given
 * beside it over them. An empty attribute is no choice (a template with no value to put there), and a
 * `data-theme` other than light or dark is the default; what else is wrong `resolveOptions` refuses.
 */
export function withTag(options: MountOptions & LoaderHandOff): MountOptions & LoaderHandOff {
  if (!options?.tag) return options; // a mount() of its own (or no options: refused by createWidget)
  const { tag, ...given } = options;
  const theme = tag.theme === 'light' || tag.theme === 'dark' ? tag.theme : '';
  const fromTag = {
    apiBase: tag.api,
    cartApi: tag.cartApi,
    locale: tag.locale,
    openOnAdd: tag.openOnAdd !== 'false',
    theme,
    allowedOrigins: tag.allowedOrigins,
    loginRedirectUri: tag.loginRedirectUri,
    eventsUrl: tag.events,
    debug: tag.debug !== undefined && tag.debug !== 'false',
    accountSections: tag.accountSections,
    catalog: tag.catalog,
    formality: tag.formality,
    texts: tag.texts,
    analytics: tag.analytics,
    freeShippingOver: tag.freeShippingOver,
  };
  const chosen = Object.entries(fromTag).filter(([, value]) => value !== undefined && value !== '');
  return { ...(Object.fromEntries(chosen) as Partial<MountOptions>), ...given };
}

export interface ResolvedOptions {
  clientId: string;
  apiBase: string;
  cartApi: CartApiVersion;
  /** The client's `catalogVersion`: undefined, detected. */
  catalogVersion?: CatalogVersion;
  /** Where the platform serves media (rich-text descriptions' pictures): derived from `apiBase`. */
  mediaBase: string;
  locale: string;
  formality: Formality;
  /** As given: the translator loads texts.ts to read them, only when there are some. */
  texts: OwnerTexts | string | undefined;
  openOnAdd: boolean;
  theme: 'light' | 'dark' | 'auto';
  allowedOrigins: string[];
  loginRedirectUri: string;
  eventsUrl?: string;
  debug: boolean;
  accountSections: readonly AccountSection[];
  captcha?: () => Promise<CaptchaTokens>;
  analytics?: AnalyticsTarget;
}

/** A list option, or its attribute as written: the loader hands attributes over unsplit (its bytes are budgeted). */
function listOf(given: readonly string[] | string): readonly string[] {
  return typeof given === 'string' ? given.split(/[\s,]+/).filter(Boolean) : given;
}

export function resolveOptions(
  options: MountOptions,
  locale: string,
  win: Window,
  warn: (message: string) => void = (message) => console.warn(message),
): ResolvedOptions {
  if (!options?.clientId) throw new UsageError('[dropcart] mount(): clientId is required');
  const apiBase = (options.apiBase ?? DEFAULT_API_BASE).replace(/\/$/, '');
  let protocol = '';
  try {
    protocol = new URL(apiBase).protocol;
  } catch {
    // said below
  }
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new UsageError(`[dropcart] mount(): apiBase "${apiBase}" is not an http(s) URL`);
  const cartApi = options.cartApi ?? 'v2';
  if (cartApi !== 'v1' && cartApi !== 'v2')
    throw new UsageError(`[dropcart] mount(): cartApi must be 'v1' or 'v2', not ${JSON.stringify(cartApi)}`);
  // An empty attribute (a template with no value to put there) is no choice, as for data-cart-api.
  const catalog: unknown = options.catalog || undefined;
  if (catalog !== undefined && catalog !== 'v1' && catalog !== 'v3')
    throw new UsageError(`[dropcart] mount(): catalog must be 'v1' or 'v3', not ${JSON.stringify(catalog)}`);
  // Empty is no choice, as for data-catalog.
  const analytics: unknown = options.analytics || undefined;
  if (analytics !== undefined && analytics !== 'dataLayer' && analytics !== 'gtag')
    throw new UsageError(
      `[dropcart] mount(): analytics must be 'dataLayer' or 'gtag', not ${JSON.stringify(analytics)}`,
    );
  const sections = listOf(options.accountSections ?? DEFAULT_ACCOUNT_SECTIONS);
  const unknown = sections.find((section) => !isAccountSection(section));
  if (unknown !== undefined)
    throw new UsageError(
      `[dropcart] mount(): accountSections: ${JSON.stringify(unknown)} is not an account section (${ACCOUNT_SECTIONS.join(', ')})`,
    );
  const formality = options.formality || 'formal';
  if (formality !== 'formal' && formality !== 'informal')
    warn(
      `[dropcart] formality must be 'formal' or 'informal', not ${JSON.stringify(formality)}: formal is used`,
    );
  const here = new URL(win.location.href);
  const resolved: ResolvedOptions = {
    clientId: options.clientId,
    apiBase,
    cartApi,
    mediaBase: mediaBaseFor(apiBase),
    locale,
    formality: formality === 'informal' ? 'informal' : 'formal',
    texts: options.texts,
    openOnAdd: options.openOnAdd ?? true,
    theme: options.theme ?? 'auto',
    allowedOrigins: [...listOf(options.allowedOrigins ?? [])],
    loginRedirectUri: options.loginRedirectUri ?? `${here.origin}${here.pathname}`,
    debug: options.debug ?? false,
    // Each once, in the store owner's order.
    accountSections: [...new Set(sections as readonly AccountSection[])],
  };
  if (catalog) resolved.catalogVersion = catalog === 'v3' ? 'V3_CATALOG' : 'V1_CATALOG';
  if (options.eventsUrl) resolved.eventsUrl = options.eventsUrl;
  if (options.captcha) resolved.captcha = options.captcha;
  if (analytics) resolved.analytics = analytics;
  return resolved;
}

/**
 * The platform serves media from its own host; the emulator (or any other API base, such as a proxy in
 * development) from `/_media/` under the API base, which is where its media ids resolve.
 */
export function mediaBaseFor(apiBase: string): string {
  const host = new URL(apiBase).hostname;
  return host === 'wixapis.com' || host.endsWith('.wixapis.com') ? WIX_IMAGE_URL : `${apiBase}/_media/`;
}
