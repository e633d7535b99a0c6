// Component tests talk to the emulator over real HTTP on shared, busy machines (CI too), so no wait may
// give up on the wall clock sooner than its test would: Testing Library's findBy…/waitFor and Vitest's
// vi.waitFor wait on the condition itself, for as long as the test may still run, and fail a moment before
// it, so that the failure names what never appeared. A call that names its own timeout keeps it. Time
// itself is never raced: tests about time move the widget's clock (support.ts, testClock) or Vitest's fake
// timers, which Testing Library's waits then move too (below).
import { configure, getConfig, prettyDOM } from '@testing-library/dom';
import { beforeEach, vi } from 'vitest';

// A whole test (several round trips to the emulator, React rendering, a second emulator started) takes
// seconds on a machine with busy neighbours; the limit is there for a test that hangs, not for speed.
const TEST_TIMEOUT_MS = 30_000;
vi.setConfig({ testTimeout: TEST_TIMEOUT_MS, hookTimeout: TEST_TIMEOUT_MS });

/** How long before its test's limit a wait gives up: long enough for its failure to be reported. */
const REPORT_MS = 1_000;
let deadline = Date.now() + TEST_TIMEOUT_MS - REPORT_MS;
/** What is left of the running test's time, for a wait that names no timeout of its own. */
const remaining = () => Math.max(REPORT_MS, deadline - Date.now());

beforeEach(() => {
  deadline = Date.now() + TEST_TIMEOUT_MS - REPORT_MS;
  // Read at each findBy…/waitFor call. Set here, after the test file's imports: @testing-library/react
  // configures on import, and `configure` copies the settings into a new object.
  Object.defineProperty(getConfig(), 'asyncUtilTimeout', {
    get: remaining,
    enumerable: true,
    configurable: true,
  });
});

const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === 'number' ? options : { ...options, timeout: options?.timeout ?? remaining() },
  )) as typeof vi.waitFor;

/**
 * The widget lives in a shadow root, so queries are scoped to one (support.ts, `shadowQueries`). Testing
 * Library searches a shadow root as it does an element, but its default error prints the container with
 * `prettyDOM`, which throws on anything without `outerHTML`: a query that timed out then threw that
 * TypeError from a timer, outside the test, and left its promise unsettled (the test went on polling and
 * could still pass, while the run exited 1). Here the error prints a shadow root's children instead.
 */
configure({
  getElementError(message, container) {
    // A shadow root is a document fragment (node type 11), with no markup of its own to print.
    const nodes =
      container?.nodeType === Node.DOCUMENT_FRAGMENT_NODE
        ? [...container.children].map((child) => prettyDOM(child)).join('\n')
        : prettyDOM(container);
    const error = new Error(
      [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${nodes}`]
        .filter(Boolean)
        .join('\n\n'),
    );
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

/**
 * Testing Library moves fake timers while it waits when it finds Jest's: with Vitest's (`vi.useFakeTimers()`,
 * which mark `setTimeout.clock` as Jest's modern timers do), a findBy… then advances them step by step and
 * counts its timeout in fake time, not the wall clock's.
 */
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });
