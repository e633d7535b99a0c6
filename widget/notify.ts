import type { Disposer } from './disposer.ts';
import type { UiStore } from './ui-store.ts';

export interface Notifier {
  /** Read out by screen readers (polite live region), nothing visible. */
  announce(text: string): void;
  /** A visible message that also goes to the live region; errors stay until dismissed or 8 s. */
  toast(text: string, kind?: 'info' | 'error'): void;
  dismiss(id: number): void;
}

export function createNotifier(ui: UiStore, disposer: Disposer): Notifier {
  let next = 1;
  const notifier: Notifier = {
    announce(text) {
      // Clearing first makes a repeated identical message be read again.
      ui.setState({ announcement: '' });
      disposer.setTimeout(() => ui.setState({ announcement: text }), 50);
    },
    toast(text, kind = 'info') {
      const id = next++;
      ui.setState((state) => ({ toasts: [...state.toasts.slice(-2), { id, kind, text }] }));
      notifier.announce(text);
      disposer.setTimeout(() => notifier.dismiss(id), kind === 'error' ? 8000 : 4000);
    },
    dismiss(id) {
      ui.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
    },
  };
  return notifier;
}

/** Retries are normal on a bad connection: say so at most once in `intervalMs`, and only to screen readers and a short toast. */
export function quietRetryNotice(notifier: Notifier, text: string, intervalMs = 10_000): () => void {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    notifier.toast(text, 'info');
  };
}
