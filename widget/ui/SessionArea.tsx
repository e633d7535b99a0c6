import { Suspense } from 'react';
import { useSession, useWidget } from './context.ts';

/** In the drawer's header: "Sign in", or the member menu once signed in. */
export function SessionArea() {
  const { ui, t, parts } = useWidget();
  const { MemberMenu } = parts;
  const signedIn = useSession((state) => state.signedIn);
  if (signedIn)
    return (
      <Suspense fallback={null}>
        <MemberMenu />
      </Suspense>
    );
  return (
    <button type="button" className="link-button" onClick={() => ui.dispatch({ type: 'sign-in-opened' })}>
      {t('signin.title')}
    </button>
  );
}
