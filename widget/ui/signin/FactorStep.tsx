// The second step of a member's sign-in, for each factor the seed names: the code of the factor challenged
// (text message, call, e-mail, authenticator app) with a new one on request, or the push to approve on the
// phone, which the session asks after until it is answered (session/second-factor.ts); "remember this
// device", and the member's other active methods.
import { type FormEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FactorType } from '../../../src/index.ts';
import type { MessageKey } from '../../i18n/index.ts';
import type { LoginResult, SignInStep } from '../../session/controller.ts';
import { signInReasonOf } from '../../session/reasons.ts';
import { useSession, useWidget } from '../context.ts';
import { Spinner } from '../Spinner.tsx';
import { CodeField } from './Field.tsx';
import { signInErrorText } from './messages.ts';
import { SubmitButton } from './SubmitButton.tsx';

type SecondFactor = Exclude<FactorType, 'PASSWORD'>;

const LABEL: Record<SecondFactor, MessageKey> = {
  SMS: 'signin.factor.SMS',
  CALL: 'signin.factor.CALL',
  EMAIL: 'signin.factor.EMAIL',
  TOTP: 'signin.factor.TOTP',
  PUSH: 'signin.factor.PUSH',
};

/** What to look at for the code; `{where}` is the platform's hint (a masked number or address). */
const CODE_HINT: Record<Exclude<SecondFactor, 'PUSH'>, MessageKey> = {
  SMS: 'signin.factorHint.SMS',
  CALL: 'signin.factorHint.CALL',
  EMAIL: 'signin.factorHint.EMAIL',
  TOTP: 'signin.factorHint.TOTP',
};

const isSecondFactor = (type: FactorType): type is SecondFactor => type !== 'PASSWORD';

export function FactorStep(props: {
  result: LoginResult;
  /** The panel's next step: signed in, or the same step with a new challenge. */
  onStep(step: SignInStep): void;
  back: ReactNode;
}) {
  const { result, onStep } = props;
  const { session, t } = useWidget();
  const busy = useSession((state) => state.busy);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const hintId = useId();
  const pushStatus = useRef<HTMLParagraphElement>(null);
  const mfa = result.mfa;
  const factor = mfa?.factorType;
  const others = [
    ...new Set(
      (mfa?.factors ?? [])
        .filter((f) => f.status === 'ACTIVE' && f.type !== factor)
        .map((f) => f.type)
        .filter(isSecondFactor),
    ),
  ];

  const show = (step: SignInStep) => {
    if (step.step === 'error') setError(signInErrorText(step, t));
    else onStep(step);
  };
  /** The push being waited for: stopped the moment the shopper does anything else. */
  const polling = useRef<AbortController>(undefined);
  const act = async (work: () => Promise<SignInStep | undefined>, notify = '') => {
    // Before the platform hears of the new choice: a question about the old push sent after it would
    // challenge the push again.
    polling.current?.abort();
    setError('');
    setNotice('');
    try {
      const step = await work();
      if (step) show(step);
      if (step?.step === 'mfa' && notify) setNotice(notify);
    } catch (failure) {
      setError(t('signin.failed', { reason: signInReasonOf(failure, t) }));
    }
  };

  // A new challenge (another method, a new code) wants a new code typed.
  const [challenged, setChallenged] = useState(result);
  if (challenged !== result) {
    setChallenged(result);
    setCode('');
  }

  // Push: ask after the approval until it comes, the shopper goes elsewhere or the panel closes.
  const transactionId = factor === 'PUSH' ? mfa?.transactionId : undefined;
  // A layout effect: started and stopped with the render that shows or leaves the push, never a frame later
  // (a question sent after the shopper moved on would challenge the push again). `show` and `t` are the
  // same for the life of the step; a new push is a new transaction.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useLayoutEffect(() => {
    if (!transactionId) return;
    pushStatus.current?.focus();
    const stop = new AbortController();
    polling.current = stop;
    session.waitForPush(result, remember, stop.signal).then(
      (step) => {
        if (step && !stop.signal.aborted) show(step);
      },
      (failure: unknown) => {
        if (!stop.signal.aborted) setError(t('signin.failed', { reason: signInReasonOf(failure, t) }));
      },
    );
    return () => stop.abort();
  }, [transactionId, remember, result, session]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (factor && factor !== 'PUSH') void act(() => session.verifyFactor(result, code, remember));
  };
  const challenge = (type: FactorType, notify = '') =>
    void act(() => session.challengeFactor(result, type), notify);

  const where = mfa?.hint;
  const codeHint = factor && factor !== 'PUSH' && factor !== 'PASSWORD' ? CODE_HINT[factor] : undefined;
  const hint = codeHint && (factor === 'TOTP' || where) ? t(codeHint, { where: where ?? '' }) : undefined;

  return (
    <form className="panel" onSubmit={submit} aria-busy={busy}>
      <h3>{factor === 'PUSH' ? t('signin.pushTitle') : t('signin.mfaTitle')}</h3>
      {!factor && <p className="muted">{t('signin.chooseFactor')}</p>}
      {factor === 'PUSH' && (
        <p className="muted" role="status" ref={pushStatus} tabIndex={-1}>
          <Spinner /> {where ? t('signin.pushSentTo', { where }) : t('signin.pushTitle')}
        </p>
      )}
      {factor && factor !== 'PUSH' && (
        <>
          <p id={hintId} className="muted">
            {hint ?? t('signin.mfaHint')}
          </p>
          <CodeField label={t('signin.code')} value={code} onChange={setCode} describedBy={hintId} />
        </>
      )}
      {factor && (
        <label className="remember">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />{' '}
          {t('signin.remember')}
        </label>
      )}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="muted" role="status">
          {notice}
        </p>
      )}
      {factor && factor !== 'PUSH' && <SubmitButton label={t('signin.verify')} />}
      {factor && factor !== 'TOTP' && (
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => challenge(factor, factor === 'PUSH' ? '' : t('signin.resent'))}
        >
          {factor === 'PUSH' ? t('signin.pushAgain') : t('signin.resend')}
        </button>
      )}
      {others.length > 0 && (
        <fieldset className="factor-choices">
          <legend className="muted">{t('signin.otherFactor')}</legend>
          {others.map((type) => (
            <button
              key={type}
              type="button"
              className="link-button"
              disabled={busy}
              onClick={() => challenge(type)}
            >
              {t(LABEL[type])}
            </button>
          ))}
        </fieldset>
      )}
      {props.back}
    </form>
  );
}
