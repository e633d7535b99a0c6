import type { Disposer } from './disposer.ts';
import type { Toast, UiStore } from './ui-store.ts';

export interface Notifier {
  /** Read out by screen readers (polite live region), nothing visible. */
  announce(text: string): void;
  /**
   * A visible message that also goes to the live region (unless `announced` says it was already); errors
   * and messages with an action stay until dismissed or 8 s.
   */
  toast(
    text: string,
    kind?: 'info' | 'error',
    more?: { action?: Toast['action']; announced?: boolean },
  ): void;
  dismiss(id: number): void;
}

/** How long after clearing the live region the new text goes in, so a repeated message is read again. */
export const ANNOUNCE_DELAY_MS = 50;
export const TOAST_MS = { info: 4000, error: 8000 } as const;

export function createNotifier(
  ui: Pick<UiStore, 'showToast' | 'dismissToast' | 'setAnnouncement'>,
  disposer: Pick<Disposer, 'setTimeout'>,
): Notifier {
  let next = 1;
  const notifier: Notifier = {
    announce(text) {
      // Clearing first makes a repeated identical message be read again.
      ui.setAnnouncement('');
      disposer.setTimeout(() => ui.setAnnouncement(text), ANNOUNCE_DELAY_MS);
    },
    toast(text, kind = 'info', { action, announced = false } = {}) {
      const id = next++;
      ui.showToast(action ? { id, kind, text, action } : { id, kind, text });
      if (!announced) notifier.announce(text);
      // A message with something to do gives the shopper the time of an error to do it.
      disposer.setTimeout(() => notifier.dismiss(id), TOAST_MS[action ? 'error' : kind]);
    },
    dismiss: (id) => ui.dismissToast(id),
  };
  return notifier;
}

/**
 * Retries are normal on a bad connection: say so at most once in `intervalMs` (by the platform's clock),
 * and only to screen readers and a short toast.
 */
export function quietRetryNotice(
  notifier: Pick<Notifier, 'toast'>,
  /**
   * Read when said, once the language's texts are in: they may arrive after the client is made, and the
   * first read's first retry can come before them (a toast of no text, read out as nothing).
   */
  text: () => Promise<string>,
  now: () => number,
  intervalMs = 10_000,
): () => void {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const time = now();
    if (time - last < intervalMs) return;
    last = time;
    // Texts that did not load (offline): nothing to say.
    text().then(
      (said) => said && notifier.toast(said, 'info'),
      () => undefined,
    );
  };
}
