import { Suspense } from 'react';
import { useSession, useUi, useWidget } from './context.ts';

/**
 * In the drawer's header: "Sign in", the member menu once signed in, or, while the drawer shows the
 * sign-in panel, the way back to the cart (never a second "Sign in" that would lead where the shopper is).
 * One button for both: it keeps the focus when the view changes under it.
 */
export function SessionArea() {
  const { ui, t, parts } = useWidget();
  const { MemberMenu } = parts;
  const signedIn = useSession((state) => state.signedIn);
  const signInOpen = useUi((state) => state.signInOpen);
  const signInPossible = useUi((state) => state.signInPossible);
  if (signedIn && !signInOpen)
    return (
      <Suspense fallback={null}>
        <MemberMenu />
      </Suspense>
    );
  if (!signInPossible) return null;
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => (signInOpen ? ui.closeSignIn() : ui.openSignIn())}
    >
      {signInOpen ? t('signin.backToCart') : t('signin.title')}
    </button>
  );
}
