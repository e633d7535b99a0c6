// The second step of a member's sign-in, for each factor the seed names: a code (text message, call,
// e-mail, authenticator app), another method or a new code, and a push approved on the phone, which is
// asked after every few seconds until the platform answers something else or the shopper stops waiting.
import type { DropcartClient, FactorType, VerifyFactorParams } from '../../src/index.ts';
import type { Disposer } from '../disposer.ts';
import type { LoginResult, SignInStep } from './types.ts';

/** How often to ask whether the member approved the push (the platform says nothing by itself). */
export const PUSH_POLL_MS = 3000;
/** How long to keep asking: 5 minutes, well inside the state token's life. */
const PUSH_POLL_LIMIT = 100;

/** The seed's data field of each factor whose answer is a code (§7 `POST /v2/{factorType}/verify`). */
const CODE_DATA = { SMS: 'smsData', CALL: 'callData', EMAIL: 'emailData', TOTP: 'totpData' } as const;
type CodeFactor = keyof typeof CODE_DATA;
const isCodeFactor = (type: FactorType | undefined): type is CodeFactor =>
  type !== undefined && Object.hasOwn(CODE_DATA, type);

interface SecondFactorDeps {
  client: Pick<DropcartClient, 'auth'>;
  signal: AbortSignal;
  timers: Pick<Disposer, 'setTimeout'>;
  busy<T>(work: () => Promise<T>): Promise<T>;
  follow(result: LoginResult): Promise<SignInStep>;
}

export function secondFactor({ client, signal, timers, busy, follow }: SecondFactorDeps) {
  const verify = (state: LoginResult, factorType: FactorType, rest: Partial<VerifyFactorParams> = {}) =>
    client.auth.verifyFactor({ factorType, stateToken: state.data?.stateToken ?? '', ...rest }, signal);
  const remembered = (remember: boolean) => (remember ? { rememberThisDevice: true } : {});

  /** Resolves true after `ms`, false at once when `stop` aborts first. */
  const pause = (ms: number, stop: AbortSignal) =>
    new Promise<boolean>((resolve) => {
      if (stop.aborted) return resolve(false);
      const onStop = () => {
        cancel();
        resolve(false);
      };
      const cancel = timers.setTimeout(() => {
        stop.removeEventListener('abort', onStop);
        resolve(true);
      }, ms);
      stop.addEventListener('abort', onStop, { once: true });
    });

  return {
    /** The code typed for the factor challenged in `state`. */
    verifyFactor: (state: LoginResult, code: string, remember: boolean) =>
      busy(async () => {
        const factorType = state.mfa?.factorType;
        if (!isCodeFactor(factorType))
          return { step: 'error', message: `no code for ${factorType}` } as const;
        return follow(
          await verify(state, factorType, { [CODE_DATA[factorType]]: { code }, ...remembered(remember) }),
        );
      }),
    /** Another method, or a new code for the same one: the platform challenges `factorType` again. */
    challengeFactor: (state: LoginResult, factorType: FactorType) =>
      busy(async () => follow(await verify(state, factorType))),
    /**
     * Waits for the member to approve the push in `state` on their phone. Resolves with the next step, or
     * undefined once `stop` aborts (the shopper went back, chose another method, closed the panel).
     */
    async waitForPush(
      state: LoginResult,
      remember: boolean,
      stop: AbortSignal,
    ): Promise<SignInStep | undefined> {
      const transactionId = state.mfa?.transactionId ?? '';
      for (let attempt = 0; attempt < PUSH_POLL_LIMIT; attempt++) {
        if (!(await pause(PUSH_POLL_MS, stop))) return undefined;
        const result = await verify(state, 'PUSH', { pushData: { transactionId }, ...remembered(remember) });
        if (stop.aborted) return undefined;
        const stillWaiting = !result.errorCode && result.mfa?.transactionId === transactionId;
        if (!stillWaiting) return busy(() => follow(result));
      }
      return { step: 'error', errorCode: 'pushExpired', message: 'the push was not answered in time' };
    },
  };
}
