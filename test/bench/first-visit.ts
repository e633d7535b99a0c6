// A first visit's click before the widget has loaded, with a slow platform (design.md §4): the shopper
// must see at once that the click was taken, the cart open with a pending line within 100 ms of the UI's
// code arriving, whatever the platform's latency; the line itself comes at the protocol's floor (timed in
// shopper-latency.ts).
import type { Browser } from 'playwright-core';
import { median } from './page-metrics.ts';
import { pageBeforeLoad } from './shopper-latency.ts';

export interface FirstVisitFeedback {
  /** From the last of the widget's code to arrive (before the feedback) to the pending line in the open cart. */
  codeToFeedbackMs: number;
  /** From the click to that moment: the code's own loading, whatever the platform's latency. */
  clickToFeedbackMs: number;
  /** From the click to the product's line with its name. */
  clickToNamedLineMs: number;
}

/**
 * Clicks the product's button and resolves with the moments: the click, the pending line in the open
 * cart, the line with the product's name, and the last of the widget's code to arrive before the pending
 * line (when the UI could draw). Checked on every DOM change, so no polling interval adds to them. A
 * string, so the bench's compiler adds nothing to what runs in the page.
 */
const FIRST_VISIT_SCRIPT = `
  window.__firstVisit = (id, name) => new Promise((resolve) => {
    const options = { subtree: true, childList: true, characterData: true, attributes: true };
    let feedbackAt = 0;
    let observed = false;
    const observer = new MutationObserver(() => {
      const shadow = document.querySelector('dropcart-root')?.shadowRoot ?? null;
      if (shadow && !observed) { observer.observe(shadow, options); observed = true; }
      const lines = [...(shadow?.querySelectorAll('[role="dialog"] li.line') ?? [])];
      const now = performance.now();
      if (!feedbackAt && lines.some((line) => line.getAttribute('data-pending') === 'true')) feedbackAt = now;
      if (!feedbackAt || !lines.some((line) => line.querySelector('.line-name')?.textContent === name)) return;
      observer.disconnect();
      const code = performance.getEntriesByType('resource')
        .filter((e) => e.name.includes('/dropcart/') && e.name.endsWith('.js'))
        .map((e) => e.responseEnd)
        .filter((end) => end <= feedbackAt);
      resolve({ clickAt, feedbackAt, namedAt: now, codeAt: Math.max(...code) });
    });
    observer.observe(document, options);
    const clickAt = performance.now();
    document.querySelector('[data-dropcart-add="' + id + '"]').click();
    window.__clicked = true;
  });
`;
type Moments = { clickAt: number; feedbackAt: number; namedAt: number; codeAt: number };
type FirstVisitWindow = Window & { __firstVisit(id: string, name: string): Promise<Moments> };

/** One first visit: the widget's entry is held until the click is made, so the click always comes first. */
async function once(browser: Browser, siteUrl: string, product: { id: string; name: string }) {
  const context = await browser.newContext();
  try {
    const { page, releaseWhenClicked } = await pageBeforeLoad(context, siteUrl);
    await page.addScriptTag({ content: FIRST_VISIT_SCRIPT });
    const measured = page.evaluate(
      ({ id, name }) => (window as unknown as FirstVisitWindow).__firstVisit(id, name),
      product,
    );
    await releaseWhenClicked();
    const { clickAt, feedbackAt, namedAt, codeAt } = await measured;
    return {
      codeToFeedbackMs: feedbackAt - codeAt,
      clickToFeedbackMs: feedbackAt - clickAt,
      clickToNamedLineMs: namedAt - clickAt,
    };
  } finally {
    await context.close();
  }
}

/** Medians of `runs` first visits; the platform's latency is the caller's (the bench sets 1.5 s). */
export async function measureFirstVisitFeedback(
  browser: Browser,
  siteUrl: string,
  product: { id: string; name: string },
  runs: number,
): Promise<FirstVisitFeedback> {
  const samples: FirstVisitFeedback[] = [];
  for (let i = 0; i < runs; i++) samples.push(await once(browser, siteUrl, product));
  return {
    codeToFeedbackMs: median(samples.map((s) => s.codeToFeedbackMs)),
    clickToFeedbackMs: median(samples.map((s) => s.clickToFeedbackMs)),
    clickToNamedLineMs: median(samples.map((s) => s.clickToNamedLineMs)),
  };
}
