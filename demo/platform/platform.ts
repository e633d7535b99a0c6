import type { RequestContext, Route } from './http/router.ts';
import type { IdentityServices } from './identity/services.ts';
import type { StateStore } from './state/store.ts';

/** An OAuth client of the headless site (the store owner's app). */
export interface OAuthClientConfig {
  clientId: string;
  /** Origins allowed for redirect URIs, post-flow URLs and web_message delivery; `*` matches any port. */
  allowedOrigins: string[];
}

export interface PlatformConfig {
  clients: OAuthClientConfig[];
  /** Merchant API keys accepted in `Authorization` for catalog writes and external login. */
  apiKeys: string[];
  /** Access token lifetime in seconds. @default 14400 (4 hours, as the platform's visitor tokens) */
  accessTokenTtlSeconds: number;
  /** New members must verify their e-mail before they can sign in. @default false */
  requireEmailVerification: boolean;
  /** New members wait for the owner's approval. @default false */
  requireOwnerApproval: boolean;
  /** Login and register demand captcha tokens. @default false */
  requireCaptcha: boolean;
  /** URLs that receive signed webhooks. @default [] */
  webhookUrls: string[];
  /** A cart untouched this long counts as abandoned. @default 3600000 (1 hour) */
  abandonAfterMs: number;
  /**
   * The site's catalog generation: a site runs Catalog V1 or V3, never both, and stores created today run
   * V3 (platform-2026.md §3). The other generation's catalog paths answer the platform's 428 refusal.
   * @default 'V3_CATALOG'
   */
  catalogVersion: CatalogVersion;
  /**
   * Whether Current Cart V2 refuses visitor tokens (403, as a scope the token lacks would). Nobody outside
   * the platform knows yet whether every visitor token may call V2 (platform-2026.md, open question 1);
   * this lets a client's fallback to Cart V1 be tried. @default false
   */
  refuseCartV2ForVisitors: boolean;
  /**
   * Currencies a shopper may ask for with `x-wix-currency` (http/currency.ts), each with its fixed rate in
   * units per US dollar (the site currency). @default { EUR: 0.9 }
   */
  currencyRates: Record<string, number>;
}

export type CatalogVersion = 'V1_CATALOG' | 'V3_CATALOG';

/** Who is calling, from the Authorization header. */
export type Caller =
  | { kind: 'visitor'; visitorId: string; token: string }
  | { kind: 'member'; memberId: string; visitorId: string; token: string }
  | { kind: 'merchant'; apiKey: string };

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Machine-readable values (a verification code, a reset link) so tests need not scrape the text. */
  data: Record<string, string>;
}

/**
 * What the modules of the emulator share: built once, complete, by `startPlatform` (index.ts) before any
 * module is wired, and never changed afterwards. Each module receives it and returns its routes.
 */
export interface Platform {
  readonly config: PlatformConfig;
  readonly state: StateStore;
  /** The identity side's stores (members, tickets, tokens, codes, redirect sessions), one set per emulator. */
  readonly identity: IdentityServices;
  /** Milliseconds since the epoch; tests move it to expire tokens and abandon carts. */
  now(): number;
  /** Who made this request; throws the platform's 401 error when the token is missing or unknown. */
  identify(ctx: RequestContext): Caller;
  /** The same, but `undefined` instead of throwing. */
  tryIdentify(ctx: RequestContext): Caller | undefined;
  sendMail(mail: Mail): void;
  /** Emits a platform event: signed webhooks to `webhookUrls` and the `/_emulator/events` stream. */
  emitEvent(eventType: string, body: Record<string, unknown>): void;
  /**
   * A visitor became a member (code exchange, external login): the visitor's cart goes over to the member.
   * The auth module calls it; the cart module's hand-over answers it (wired in index.ts).
   */
  memberSignedIn(visitorId: string, memberId: string): void;
  /** The emulator's own address once it listens, for links in events that no request caused. */
  baseUrl(): string;
}

/** The timers the emulator runs on (latency, the abandoned-cart check, keep-alives); real ones by default. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Node's timers, not holding the process open: a running emulator keeps it open by listening. */
export const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  setInterval: (callback, ms) => setInterval(callback, ms).unref(),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

export type PlatformModule = (platform: Platform) => Route[];

export const defaultConfig = (): PlatformConfig => ({
  clients: [{ clientId: 'demo', allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] }],
  apiKeys: ['demo-admin-key'],
  accessTokenTtlSeconds: 14400,
  requireEmailVerification: false,
  requireOwnerApproval: false,
  requireCaptcha: false,
  webhookUrls: [],
  abandonAfterMs: 3_600_000,
  catalogVersion: 'V3_CATALOG',
  refuseCartV2ForVisitors: false,
  currencyRates: { EUR: 0.9 },
});

/** Whether `origin` is one of the client's allowed origins (`http://localhost:*` matches every port). */
export function originAllowed(client: OAuthClientConfig, origin: string): boolean {
  return client.allowedOrigins.some((pattern) =>
    pattern.endsWith(':*')
      ? origin === pattern.slice(0, -2) ||
        (origin.startsWith(pattern.slice(0, -1)) && /^\d+$/.test(origin.slice(pattern.length - 1)))
      : origin === pattern,
  );
}
