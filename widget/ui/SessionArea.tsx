import { Suspense } from 'react';
import { useSession, useWidget } from './context.ts';
import { MemberMenu } from './lazy.ts';

/** In the drawer's header: "Sign in", or the member menu once signed in. */
export function SessionArea() {
  const { ui, t } = useWidget();
  const signedIn = useSession((state) => state.signedIn);
  if (signedIn)
    return (
      <Suspense fallback={null}>
        <MemberMenu />
      </Suspense>
    );
  return (
    <button type="button" className="link-button" onClick={() => ui.setState({ signInOpen: true })}>
      {t('signin.title')}
    </button>
  );
}
