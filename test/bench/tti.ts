// Time to Interactive as Lighthouse computes it (lighthouse-core/computed/metrics/interactive.js): the
// first moment after First Contentful Paint that starts 5 s without a long task while at most two
// network requests are in flight at any time; TTI is where that CPU-quiet period starts (the end of the
// last long task before it), and never before FCP or DOMContentLoaded. Lighthouse reads a trace; here the
// page's own Long Tasks, Paint, Navigation and Resource Timing entries stand in for it.

/** What Lighthouse requires quiet, and for how long. */
const QUIET_WINDOW_MS = 5000;
const ALLOWED_CONCURRENT_REQUESTS = 2;

interface Period {
  start: number;
  end: number;
}

export interface TtiInput {
  firstContentfulPaint: number;
  domContentLoaded: number;
  longTasks: ReadonlyArray<{ start: number; duration: number }>;
  /** Every request the page made and saw finish (the document among them). */
  requests: ReadonlyArray<{ start: number; end: number }>;
  /** When the page was last observed: no period is known to last beyond it. */
  observedUntil: number;
}

function cpuQuietPeriods(longTasks: TtiInput['longTasks'], until: number): Period[] {
  const periods: Period[] = [];
  let start = 0;
  for (const task of [...longTasks].sort((a, b) => a.start - b.start)) {
    periods.push({ start, end: task.start });
    start = task.start + task.duration;
  }
  periods.push({ start, end: until });
  return periods;
}

function networkQuietPeriods(requests: TtiInput['requests'], until: number): Period[] {
  // Ends before starts at the same moment, as a request that ends lets the next one in.
  const changes = requests
    .flatMap((r) => [
      { at: r.start, delta: 1 },
      { at: r.end, delta: -1 },
    ])
    .sort((a, b) => a.at - b.at || a.delta - b.delta);
  const periods: Period[] = [];
  let inFlight = 0;
  let quietSince: number | undefined = 0;
  for (const { at, delta } of changes) {
    inFlight += delta;
    if (inFlight > ALLOWED_CONCURRENT_REQUESTS && quietSince !== undefined) {
      periods.push({ start: quietSince, end: at });
      quietSince = undefined;
    } else if (inFlight <= ALLOWED_CONCURRENT_REQUESTS && quietSince === undefined) quietSince = at;
  }
  if (quietSince !== undefined) periods.push({ start: quietSince, end: until });
  return periods;
}

/** TTI in ms from navigation start, or undefined when the page was not watched long enough to tell. */
export function timeToInteractive(input: TtiInput): number | undefined {
  const { firstContentfulPaint: fcp, observedUntil } = input;
  const longEnough = (period: Period) =>
    period.end > fcp + QUIET_WINDOW_MS && period.end - period.start >= QUIET_WINDOW_MS;
  const cpu = cpuQuietPeriods(input.longTasks, observedUntil).filter(longEnough);
  const network = networkQuietPeriods(input.requests, observedUntil).filter(longEnough);
  let c = cpu.shift();
  let n = network.shift();
  while (c && n) {
    if (c.start >= n.start) {
      if (n.end >= c.start + QUIET_WINDOW_MS) break;
      n = network.shift();
    } else {
      if (c.end >= n.start + QUIET_WINDOW_MS) break;
      c = cpu.shift();
    }
  }
  if (!c || !n) return undefined;
  return Math.max(c.start, fcp, input.domContentLoaded);
}

/**
 * When, in page time, the page will have been watched long enough to tell its TTI if nothing new happens:
 * 5 s after its last long task, its last request and its FCP.
 */
export function knownAt({ firstContentfulPaint, longTasks, requests }: TtiInput): number {
  const busyUntil = Math.max(
    firstContentfulPaint,
    ...longTasks.map((task) => task.start + task.duration),
    ...requests.map((request) => request.end),
  );
  return busyUntil + QUIET_WINDOW_MS;
}
