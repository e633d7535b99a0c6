import { useUi, useWidget } from './context.ts';
import { useTopLayer } from './use-top-layer.ts';

export function Toasts() {
  const toasts = useUi((state) => state.toasts);
  if (toasts.length === 0) return null;
  return <ToastList />;
}

/** In the top layer, above the drawer and dialogs, even those opened after it. */
function ToastList() {
  const { notify, t, ui } = useWidget();
  const toasts = useUi((state) => state.toasts);
  const layer = useTopLayer(true);
  return (
    <div ref={layer} className="toasts" part="toasts" popover="manual">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast" data-kind={toast.kind} part={`toast toast-${toast.kind}`}>
          <p>{toast.text}</p>
          {toast.action === 'open-cart' && (
            <button
              type="button"
              className="toast-action"
              onClick={() => {
                notify.dismiss(toast.id);
                ui.openDrawer();
              }}
            >
              {t('toast.viewCart')}
            </button>
          )}
          <button type="button" aria-label={t('error.dismiss')} onClick={() => notify.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
