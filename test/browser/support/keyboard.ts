// Keyboard-only driving: what has focus (looking through open shadow roots, where the widget's controls
// live), and Tab / Shift+Tab until a wanted control has it, the way a keyboard user moves.
import type { Page } from 'playwright-core';

export interface Focused {
  /** The control's accessible label as a user hears it: aria-label, its <label>, or its text. */
  label: string;
  tag: string;
  /** `data-dropcart-add` / `-login` / `-open` of a host page control, when present. */
  add: string | null;
  login: boolean;
  open: boolean;
  /** Inside the widget's shadow root. */
  inWidget: boolean;
}

export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    let inWidget = false;
    while (element?.shadowRoot?.activeElement) {
      inWidget ||= element.tagName === 'DROPCART-ROOT';
      element = element.shadowRoot.activeElement;
    }
    const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
    const label =
      element?.getAttribute('aria-label') ??
      labels
        .map((l) => l.textContent ?? '')
        .join(' ')
        .trim() ??
      '';
    return {
      label: label || (element?.textContent ?? '').trim(),
      tag: element?.tagName.toLowerCase() ?? '',
      add: element?.getAttribute('data-dropcart-add') ?? null,
      login: element?.hasAttribute('data-dropcart-login') ?? false,
      open: element?.hasAttribute('data-dropcart-open') ?? false,
      inWidget,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `wanted` holds for the focused control; fails after `limit` presses
 * with the path taken, so a focus trap or an unreachable control is named in the failure.
 */
export async function tabTo(
  page: Page,
  wanted: (control: Focused) => boolean,
  { backwards = false, limit = 60 }: { backwards?: boolean; limit?: number } = {},
): Promise<Focused> {
  const path: string[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const control = await focused(page);
    if (wanted(control)) return control;
    path.push(`${control.tag}:${control.label.slice(0, 30)}`);
  }
  throw new Error(`no wanted control after ${limit} presses of Tab; focus went: ${path.join(' → ')}`);
}
