// Runs in the page before any of its scripts (addInitScript): records long tasks and the moment the
// widget says it is ready, so the benchmark can read them back with page.evaluate.

/** Records long tasks into `into.longTasks`, and into `into.ourScripts` the callbacks of ours among them. */
export const longTaskObservers = (into: string) => `
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) ${into}.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // Which tasks ran our code: the Long Animation Frames API names the script of each callback it timed.
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries())
      for (const s of frame.scripts)
        if (s.sourceURL.includes('/dropcart/'))
          ${into}.ourScripts.push({ start: s.startTime, duration: s.duration, source: s.sourceURL, invoker: s.invoker });
  }).observe({ type: 'long-animation-frame', buffered: true });
`;

export const PAGE_METRICS_SCRIPT = `
  window.__bench = { longTasks: [], ourScripts: [], readyAt: null };
  ${longTaskObservers('window.__bench')}
  document.addEventListener('dropcart:ready', () => { window.__bench.readyAt = performance.now(); });
  // Runs action(), then resolves with the milliseconds until done(shadowRoot) holds, checked on every DOM
  // change in the page and in the widget's shadow root, so no polling interval is added to the figure.
  window.__timeUntil = (action, done) => new Promise((resolve, reject) => {
    const root = () => document.querySelector('dropcart-root')?.shadowRoot ?? null;
    const options = { subtree: true, childList: true, characterData: true, attributes: true };
    const started = performance.now();
    const observer = new MutationObserver(() => {
      const shadow = root();
      if (shadow && !observed) { observer.observe(shadow, options); observed = true; }
      if (done(shadow)) { observer.disconnect(); clearTimeout(timer); resolve(performance.now() - started); }
    });
    let observed = Boolean(root());
    observer.observe(document, options);
    if (observed) observer.observe(root(), options);
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('timed out')); }, 20000);
    action(root());
  });
`;

type TimeUntil = (
  action: (root: ShadowRoot | null) => void,
  done: (root: ShadowRoot | null) => boolean,
) => Promise<number>;
/** The page's globals that PAGE_METRICS_SCRIPT installs. */
export type BenchWindow = Window & { __bench: PageMetrics; __timeUntil: TimeUntil };

/**
 * Long tasks of our boot: from the request for loader.js until a second after `dropcart:ready`, those that
 * ran a script of ours (Long Animation Frames' script timing). The page's own long tasks in that time
 * (its parsing, style and layout while it loads: see the no-script row) are not ours.
 */
export function bootTasks(metrics: PageMetrics): PageMetrics['longTasks'] {
  if (metrics.loaderRequestedAt === null || metrics.readyAt === null) return [];
  const from = metrics.loaderRequestedAt;
  const to = metrics.readyAt + 1000;
  const ranOurs = (task: { start: number; duration: number }) =>
    metrics.ourScripts.some((s) => s.start < task.start + task.duration && s.start + s.duration > task.start);
  return metrics.longTasks.filter((t) => t.start + t.duration >= from && t.start <= to && ranOurs(t));
}

export interface PageMetrics {
  /** When loader.js was requested (resource timing), or null. */
  loaderRequestedAt: number | null;
  longTasks: Array<{ start: number; duration: number }>;
  /** Our scripts' callbacks as Long Animation Frames timed them (those in frames over 50 ms). */
  ourScripts: Array<{ start: number; duration: number; source: string }>;
  readyAt: number | null;
  loadAt: number;
}

/** Total blocking time: the part of each long task above 50 ms, summed. */
export const totalBlockingTime = (tasks: PageMetrics['longTasks']) =>
  tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);

export const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The value below which `share` of `values` lie (linear between neighbours): 0.25 and 0.75 give the IQR. */
export const quantile = (values: number[], share: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * share;
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.ceil(at)]! - sorted[low]!) * (at - low);
};

/**
 * The ratio of each pair of loads, with the widget over without: their median, interquartile range, and the
 * 95% confidence interval of the median (`interval`), distribution-free: the order statistics that a
 * median of this many ratios falls between 95 times in 100 (binomial, normal approximation). Fewer than six
 * ratios give no interval (the lowest and highest).
 */
export interface PairedRatio {
  median: number;
  low: number;
  high: number;
  interval: [number, number];
  pairs: number;
}

export function medianInterval(values: number[]): [number, number] {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return [Number.NaN, Number.NaN];
  const k = Math.max(0, Math.floor((n - 1.96 * Math.sqrt(n)) / 2));
  return [sorted[k]!, sorted[n - 1 - k]!];
}

export const pairedRatio = (withWidget: number[], without: number[]): PairedRatio => {
  const ratios = withWidget.map((value, i) => value / without[i]!);
  return {
    median: median(ratios),
    low: quantile(ratios, 0.25),
    high: quantile(ratios, 0.75),
    interval: medianInterval(ratios),
    pairs: ratios.length,
  };
};

/**
 * Whether the pairs decide a budget of at most `limit`: the median's interval lies all on one side of it.
 * Otherwise the median passes or fails by chance, and more pairs are needed.
 */
export const decides = (ratio: PairedRatio, limit: number): boolean =>
  ratio.interval[1] <= limit || ratio.interval[0] > limit;

/** "the pairs' ratio 0.98× (middle half 0.91–1.03×; the median within 0.93–1.01×, 15 pairs)" */
export const describeRatio = (r: PairedRatio): string =>
  `the pairs' ratio ${r.median.toFixed(2)}× (middle half ${r.low.toFixed(2)}–${r.high.toFixed(2)}×; the median within ${r.interval[0].toFixed(2)}–${r.interval[1].toFixed(2)}× at 95%, ${r.pairs} pairs)`;
