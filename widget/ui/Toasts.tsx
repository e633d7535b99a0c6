import { useUi, useWidget } from './context.ts';

export function Toasts() {
  const { notify, t } = useWidget();
  const toasts = useUi((state) => state.toasts);
  if (toasts.length === 0) return null;
  return (
    <div className="toasts" part="toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast" data-kind={toast.kind} part={`toast toast-${toast.kind}`}>
          <p>{toast.text}</p>
          <button type="button" aria-label={t('error.dismiss')} onClick={() => notify.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
