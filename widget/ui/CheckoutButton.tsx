import { useCart, useUi, useWidget } from './context.ts';

export function CheckoutButton() {
  const { checkout, t } = useWidget();
  const empty = useCart((state) => state.view.lines.length === 0);
  const working = useUi((state) => state.checkingOut);
  return (
    <button
      type="button"
      className="button wide"
      part="checkout"
      disabled={empty || working}
      aria-busy={working}
      onClick={() => void checkout().catch(() => undefined)}
    >
      {working ? t('checkout.working') : t('checkout.button')}
    </button>
  );
}
