import { useCart, useUi, useWidget } from './context.ts';

export function CheckoutButton() {
  const core = useWidget();
  const empty = useCart((state) => state.view.lines.length === 0);
  const working = useUi((state) => state.checkingOut);
  return (
    <button
      type="button"
      className="button wide"
      part="checkout"
      disabled={empty || working}
      aria-busy={working}
      onClick={() => void core.checkout().catch(() => undefined)}
    >
      {working ? core.t('checkout.working') : core.t('checkout.button')}
    </button>
  );
}
