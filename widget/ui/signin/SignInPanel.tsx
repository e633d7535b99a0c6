// The member sign-in panel: email and password, registration with a name, the e-mail verification code,
// the second factor (FactorStep.tsx), waiting for the owner's approval, a forgotten password, and the hosted login page.
import { type FormEvent, useEffect, useLayoutEffect, useState } from 'react';
import type { LoginResult, SignInStep } from '../../session/controller.ts';
import { signInReasonOf } from '../../session/reasons.ts';
import { useWidget } from '../context.ts';
import { FactorStep } from './FactorStep.tsx';
import { CodeField, Field } from './Field.tsx';
import { signInErrorText } from './messages.ts';
import css from './SignInPanel.css?inline';
import { SubmitButton } from './SubmitButton.tsx';

type Mode =
  | { mode: 'login' }
  | { mode: 'register' }
  | { mode: 'forgot' }
  | { mode: 'forgot-sent' }
  | { mode: 'verify'; result: LoginResult }
  | { mode: 'mfa'; result: LoginResult }
  | { mode: 'approval' };

/**
 * `onTitle` hears the title the dialog around the panel should have for the view shown (registering is
 * "Create an account", not "Sign in"), and `undefined` when the panel goes.
 */
export default function SignInPanel({
  onClose,
  onTitle,
}: {
  onClose(): void;
  onTitle?(title: string | undefined): void;
}) {
  const { session, sessionStore, notify, t, adoptStyles } = useWidget();
  useLayoutEffect(() => adoptStyles(css), [adoptStyles]);
  const [mode, setMode] = useState<Mode>({ mode: 'login' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  // Closed without signing in: an account section that waited for this sign-in is no longer wanted.
  useEffect(() => () => session.forgetAccount(), [session]);
  const registering = mode.mode === 'register';
  useEffect(() => {
    onTitle?.(registering ? t('signin.registerTitle') : undefined);
    return () => onTitle?.(undefined);
  }, [registering, onTitle, t]);

  const follow = (step: SignInStep) => {
    setCode('');
    switch (step.step) {
      case 'done':
        // The platform's name for the member (session/member-name.ts), else what was typed.
        notify.toast(t('signin.success', { name: sessionStore.getState().name || name || email }));
        onClose();
        return;
      case 'verify-email':
        return setMode({ mode: 'verify', result: step.result });
      case 'mfa':
        return setMode({ mode: 'mfa', result: step.result });
      case 'approval':
        return setMode({ mode: 'approval' });
      case 'error':
        return setError(signInErrorText(step, t));
    }
  };

  const run = (work: () => Promise<SignInStep | undefined>) => async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      const step = await work();
      if (step) follow(step);
    } catch (failure) {
      setError(t('signin.failed', { reason: signInReasonOf(failure, t) }));
    }
  };
  const errorBox = error && (
    <p className="error-text" role="alert">
      {error}
    </p>
  );
  const submit = (label: string) => <SubmitButton label={label} />;
  const switchTo = (next: Mode) => () => {
    setError('');
    setMode(next);
  };
  const backToLogin = (
    <button type="button" className="link-button" onClick={switchTo({ mode: 'login' })}>
      {t('signin.back')}
    </button>
  );

  switch (mode.mode) {
    case 'verify':
      return (
        <form className="panel" onSubmit={run(() => session.verifyEmail(code, mode.result))}>
          <h3>{t('signin.verifyTitle')}</h3>
          <p className="muted">{t('signin.verifyHint', { email })}</p>
          <CodeField label={t('signin.code')} value={code} onChange={setCode} />
          {errorBox}
          {submit(t('signin.verify'))}
          {backToLogin}
        </form>
      );
    case 'mfa':
      return <FactorStep result={mode.result} onStep={follow} back={backToLogin} />;
    case 'approval':
      return (
        <div className="panel" role="status">
          <p>{t('signin.approval')}</p>
          <button type="button" className="button secondary" onClick={onClose}>
            {t('signin.close')}
          </button>
        </div>
      );
    case 'forgot':
      return (
        <form
          className="panel"
          onSubmit={run(async () => {
            await session.sendPasswordReset(email);
            setMode({ mode: 'forgot-sent' });
            return undefined;
          })}
        >
          <Field
            label={t('signin.email')}
            type="email"
            value={email}
            onChange={setEmail}
            autoComplete="email"
            autoFocus
          />
          {errorBox}
          {submit(t('signin.resetSend'))}
          {backToLogin}
        </form>
      );
    case 'forgot-sent':
      return (
        <div className="panel">
          <p role="status">{t('signin.resetSent', { email })}</p>
          {backToLogin}
        </div>
      );
    case 'register':
      return (
        <form className="panel" onSubmit={run(() => session.register(email, password, name))}>
          <Field label={t('signin.name')} value={name} onChange={setName} autoComplete="name" autoFocus />
          <Field
            label={t('signin.email')}
            type="email"
            value={email}
            onChange={setEmail}
            autoComplete="email"
          />
          <Field
            label={t('signin.password')}
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
          />
          {errorBox}
          {submit(t('signin.register'))}
          <button type="button" className="link-button" onClick={switchTo({ mode: 'login' })}>
            {t('signin.toLogin')}
          </button>
        </form>
      );
    case 'login':
      return (
        <form className="panel" onSubmit={run(() => session.login(email, password))}>
          <Field
            label={t('signin.email')}
            type="email"
            value={email}
            onChange={setEmail}
            autoComplete="email"
            autoFocus
          />
          <Field
            label={t('signin.password')}
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          {errorBox}
          {submit(t('signin.submit'))}
          <button type="button" className="link-button" onClick={switchTo({ mode: 'forgot' })}>
            {t('signin.forgot')}
          </button>
          <button type="button" className="link-button" onClick={switchTo({ mode: 'register' })}>
            {t('signin.toRegister')}
          </button>
          <button
            type="button"
            className="button secondary"
            onClick={() =>
              void session.hostedLogin().catch((failure: unknown) => setError(signInReasonOf(failure, t)))
            }
          >
            {t('signin.hosted')}
          </button>
        </form>
      );
  }
}
