import { useUi } from './context.ts';

/** Screen readers hear adds, updates and errors here; sighted shoppers see toasts instead. */
export function LiveRegion() {
  const text = useUi((state) => state.announcement);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}
