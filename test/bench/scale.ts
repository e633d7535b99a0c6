import type { Browser, Page } from 'playwright-core';
import { type BenchWindow, PAGE_METRICS_SCRIPT } from './page-metrics.ts';
import { REACT_COMMITS_SCRIPT, type RowsWindow } from './react-commits.ts';

export interface ScaleResult {
  lines: number;
  openMs: number;
  quantityChangeMs: number;
  /** Cart rows React re-rendered for one line's quantity change, until the platform's answer is in (1 is ideal). */
  rowsRenderedByOneChange: number;
  /** How many line elements changed in the DOM for that change. */
  linesTouchedByOneChange: number;
}

type DropcartWindow = BenchWindow &
  RowsWindow & {
    Dropcart: {
      add(r: { productId: string; openOnAdd: boolean }): Promise<unknown>;
      open(): Promise<void>;
      close(): Promise<void>;
    };
  };

/** Creates `count` simple products through the merchant API, so carts of any size can be filled. */
export async function createBenchProducts(api: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${api}/stores/v1/products`, {
      method: 'POST',
      headers: { authorization: 'demo-admin-key', 'content-type': 'application/json' },
      body: JSON.stringify({
        product: {
          name: `Bench item ${i + 1}`,
          productType: 'physical',
          priceData: { price: 5 + (i % 20) },
          visible: true,
        },
      }),
    });
    if (res.status !== 200)
      throw new Error(`creating a bench product failed: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { product: { id: string } }).product.id);
  }
  return ids;
}

async function fill(page: Page, ids: string[]): Promise<void> {
  await page.evaluate(async (productIds) => {
    for (const productId of productIds)
      await (window as unknown as DropcartWindow).Dropcart.add({ productId, openOnAdd: false });
  }, ids);
}

/** Opening a cart of `ids.length` lines, one quantity change in it, and which lines that change touched. */
async function measureOne(browser: Browser, siteUrl: string, ids: string[]): Promise<ScaleResult> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(PAGE_METRICS_SCRIPT);
  await page.addInitScript(REACT_COMMITS_SCRIPT);
  await page.goto(siteUrl);
  await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.readyAt !== null, null, {
    timeout: 30_000,
  });
  await fill(page, ids);
  const open = () =>
    page.evaluate(
      (count) =>
        (window as unknown as DropcartWindow).__timeUntil(
          () => void (window as unknown as DropcartWindow).Dropcart.open(),
          (root) => (root?.querySelectorAll('.line').length ?? 0) === count,
        ),
      ids.length,
    );
  // The first open also loads the UI's code (timed in the shopper latency table); this times the render.
  await open();
  await page.evaluate(() => (window as unknown as DropcartWindow).Dropcart.close());
  const openMs = await open();
  const change = await page.evaluate(async () => {
    const root = document.querySelector('dropcart-root')!.shadowRoot!;
    const lines = [...root.querySelectorAll('.line')];
    const first = lines[0]!;
    const before = first.querySelector('.line-price')?.textContent;
    const touched = new Set<Element>();
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        const line = node?.closest('.line');
        if (line) touched.add(line);
      }
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    const rows = (window as unknown as DropcartWindow).__rows;
    rows.rendered.clear();
    const ms = await (window as unknown as DropcartWindow).__timeUntil(
      () => first.querySelector<HTMLElement>('button[aria-label^="One more"]')!.click(),
      () => first.querySelector('.line-price')?.textContent !== before,
    );
    // Let the platform's answer arrive and reconcile before counting what changed.
    await new Promise((r) => setTimeout(r, 500));
    observer.disconnect();
    return { ms, touched: touched.size, rendered: rows.rendered.size };
  });
  await context.close();
  return {
    lines: ids.length,
    openMs,
    quantityChangeMs: change.ms,
    rowsRenderedByOneChange: change.rendered,
    linesTouchedByOneChange: change.touched,
  };
}

export async function measureScale(
  browser: Browser,
  siteUrl: string,
  ids: string[],
  sizes: number[],
): Promise<ScaleResult[]> {
  const results: ScaleResult[] = [];
  for (const size of sizes) results.push(await measureOne(browser, siteUrl, ids.slice(0, size)));
  return results;
}
