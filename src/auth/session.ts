// The shared state of one client: where tokens live, who listens, and how calls get their Authorization.
import { ApiError } from '../errors/api-error.ts';
import { type HttpPolicy, retrying } from '../http/retry.ts';
import { isIdempotent, send, type WireRequest } from '../http/send.ts';
import type { Platform } from '../platform.ts';
import type { LoginStateResult } from '../types/identity.ts';
import type { TokenChange, TokenChangeReason, TokenStorage, Tokens } from '../types/tokens.ts';
import { createRenewal } from './renewal.ts';
import { renewalNews } from './renewal-news.ts';

export interface SessionCore {
  readonly clientId: string;
  readonly base: string;
  readonly apiKey: string | undefined;
  readonly platform: Platform;
  readonly storage: TokenStorage;
  /** Time limit and retries of requests. */
  readonly http: HttpPolicy;
  /** The last EMAIL_VERIFICATION_REQUIRED result, so processVerification works without the state argument. */
  pendingVerification: LoginStateResult | undefined;
  /** Saves tokens and tells the subscribers why. */
  store(tokens: Tokens, reason: TokenChangeReason): void;
  subscribe(listener: (change: TokenChange) => void): () => void;
  /** A valid access token, renewed first when empty or expired. */
  accessToken(signal?: AbortSignal): Promise<string>;
  /** A request with the visitor's or member's access token. */
  call<T>(req: CallRequest): Promise<T>;
  /** A request with the Authorization given (merchant.ts: the API key), retried like any read. */
  send<T>(req: Omit<WireRequest, 'authorization'>, authorization: string): Promise<T>;
}

export interface CallRequest extends Omit<WireRequest, 'authorization'> {
  /**
   * The call carries credentials (login, register, a verification code…): a 401 is the platform's verdict
   * on them, not on the token, so it goes to the caller with no renewal and no second attempt.
   */
  credentials?: true;
}

export interface SessionOptions {
  clientId: string;
  base: string;
  apiKey: string | undefined;
  platform: Platform;
  storage: TokenStorage;
  http: HttpPolicy;
}

export function createSession(options: SessionOptions): SessionCore {
  const listeners = new Set<(change: TokenChange) => void>();
  const news = renewalNews(options.platform, options.storage.channel);
  let unsubscribeStorage: (() => void) | undefined;
  let stopHearing: (() => void) | undefined;
  const emit = (change: TokenChange) => {
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch (error) {
        // A failing subscriber must not break the renewal or call that stored the tokens: report it apart.
        options.platform.setTimeout(() => {
          throw error;
        }, 0);
      }
    }
  };

  const core: SessionCore = {
    ...options,
    pendingVerification: undefined,
    store(tokens, reason) {
      options.storage.set(tokens);
      emit({ tokens, reason });
    },
    subscribe(listener) {
      listeners.add(listener);
      // Listen to other tabs only while someone listens to us: no listener outlives its use. (Their word of
      // a renewal is also heard while one of ours runs: renewal.ts.)
      if (listeners.size === 1) {
        if (options.storage.subscribe)
          unsubscribeStorage = options.storage.subscribe(() =>
            emit({ tokens: options.storage.get(), reason: 'other-tab' }),
          );
        stopHearing = news.listen();
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        unsubscribeStorage?.();
        unsubscribeStorage = undefined;
        stopHearing?.();
        stopHearing = undefined;
      };
    },
    async accessToken(signal) {
      return (await renew(signal)).accessToken.value;
    },
    async call(req) {
      const authorization = await core.accessToken(req.signal);
      try {
        return await sendWithRetries(req, authorization);
      } catch (error) {
        // A 401 to a token we think is valid: renew it (once) and try again, so clock skew or a revoked
        // token does not strand the caller. Any other failure, a second 401, or a 401 to credentials (a
        // wrong password, which must count once toward a lockout) goes to the caller.
        if (!(error instanceof ApiError) || error.status !== 401 || req.credentials) throw error;
        const renewed = (await renew(req.signal, authorization)).accessToken.value;
        return sendWithRetries(req, renewed);
      }
    },
    send: (req, authorization) => sendWithRetries(req, authorization),
  };
  const renew = createRenewal(core, news);
  // Each attempt has its own time limit; only reads are attempted more than once.
  const sendWithRetries = <T>(req: Omit<WireRequest, 'authorization'>, authorization: string) => {
    const once = () =>
      send<T>(options.base, options.platform, { ...req, authorization, timeoutMs: options.http.timeoutMs });
    return isIdempotent(req) ? retrying(once, options.platform, options.http, req) : once();
  };
  return core;
}
