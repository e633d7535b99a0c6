// Memory over 100 open/close cycles of the drawer (design.md §4: growth after a forced collection at most
// 100 KB). What grows here is V8's compiled code, not our objects: as the drawer's functions get hot, V8
// compiles them again, faster (baseline, then optimized), and keeps that code; it levels off after a few
// hundred cycles (about +430, +120, +90, +40 KB in successive hundreds, then flat), while the objects the
// page holds grew 18 KB over the first hundred and 2 KB over each after. A leak (a listener, a
// subscription, a detached tree, a list that only grows) is objects, so the budget holds the objects and
// prints the code beside them. A planted leak of 2 KB a cycle shows that the measure sees one.
import type { Browser, CDPSession } from 'playwright-core';
import { type BenchWindow, PAGE_METRICS_SCRIPT } from './page-metrics.ts';

type DropcartWindow = BenchWindow & {
  Dropcart: {
    add(r: { productId: string; openOnAdd: boolean }): Promise<unknown>;
    open(): Promise<void>;
    close(): Promise<void>;
  };
  __planted?: unknown[];
};

export interface MemoryResult {
  cycles: number;
  /** Heap after a forced collection, everything but compiled code (objects, strings, shapes, arrays). */
  objectsBeforeBytes: number;
  objectsGrowthBytes: number;
  /** V8's compiled code (bytecode, baseline and optimized machine code): grows as functions get hot. */
  codeGrowthBytes: number;
  /** What `Runtime.getHeapUsage` says, code included: the figure the budget held before (issue 32). */
  usedGrowthBytes: number;
  listenersBefore: number;
  listenersAfter: number;
  nodesBefore: number;
  nodesAfter: number;
}

interface HeapParts {
  objects: number;
  code: number;
  used: number;
  listeners: number;
  nodes: number;
}

/** Self sizes summed from a heap snapshot after a forced collection: V8's objects apart from its code. */
async function heapParts(cdp: CDPSession): Promise<HeapParts> {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  let objects = 0;
  let code = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + typeAt]!];
    const size = snapshot.nodes[i + sizeAt]!;
    // Blink's own objects (`native`) are the browser's, sized by its own heap; V8's are the page's.
    if (type === 'code') code += size;
    else if (type !== 'native') objects += size;
  }
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const dom = (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
  return { objects, code, used: usedSize, listeners: dom.jsEventListeners, nodes: dom.nodes };
}

/**
 * Heap after `cycles` open-and-close cycles of a cart of `ids`, against before. The cycles run in one page
 * script, so the bench's own code is compiled once, not once a cycle. `plantLeakBytes` keeps that many
 * bytes a cycle alive from the page, to show the measure sees a leak.
 */
export async function measureOpenCloseMemory(
  browser: Browser,
  siteUrl: string,
  ids: string[],
  { cycles = 100, plantLeakBytes = 0 } = {},
): Promise<MemoryResult> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(PAGE_METRICS_SCRIPT);
  await page.goto(siteUrl);
  await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.readyAt !== null, null, {
    timeout: 30_000,
  });
  await page.evaluate(async (productIds) => {
    for (const productId of productIds)
      await (window as unknown as DropcartWindow).Dropcart.add({ productId, openOnAdd: false });
  }, ids);
  const cdp = await context.newCDPSession(page);
  const run = (count: number, plant: number) =>
    page.evaluate(
      async ([lines, count, plant]) => {
        const w = window as unknown as DropcartWindow;
        w.__planted ??= [];
        for (let i = 0; i < count; i++) {
          await w.__timeUntil(
            () => void w.Dropcart.open(),
            (root) => (root?.querySelectorAll('.line').length ?? 0) === lines,
          );
          await w.Dropcart.close();
          if (plant > 0) w.__planted.push(Array.from({ length: plant / 4 }, (_, k) => k + i)); // 4 B a small integer
        }
      },
      [ids.length, count, plant] as const,
    );
  await run(5, 0); // warm up: lazy chunks, caches
  const before = await heapParts(cdp);
  await run(cycles, plantLeakBytes);
  const after = await heapParts(cdp);
  await context.close();
  return {
    cycles,
    objectsBeforeBytes: before.objects,
    objectsGrowthBytes: after.objects - before.objects,
    codeGrowthBytes: after.code - before.code,
    usedGrowthBytes: after.used - before.used,
    listenersBefore: before.listeners,
    listenersAfter: after.listeners,
    nodesBefore: before.nodes,
    nodesAfter: after.nodes,
  };
}
