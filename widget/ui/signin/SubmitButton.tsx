import { useSession, useWidget } from '../context.ts';
import { Spinner } from '../Spinner.tsx';

/** A sign-in form's submit: disabled, with a spinner and "Signing in…", while the session is busy. */
export function SubmitButton({ label }: { label: string }) {
  const { t } = useWidget();
  const busy = useSession((state) => state.busy);
  return (
    <button type="submit" className="button wide" disabled={busy} aria-busy={busy}>
      {busy && <Spinner />}
      {busy ? t('signin.working') : label}
    </button>
  );
}
