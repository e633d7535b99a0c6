// Component tests talk to the emulator over real HTTP on shared, busy machines: give the async waits
// room (Testing Library's findBy…/waitFor and Vitest's vi.waitFor both default to 1 s), so a slow
// moment is not mistaken for a missing element. A call that names its own timeout keeps it. Time itself
// is never raced: tests that are about time move the widget's clock themselves (support.ts, testClock).
import { configure } from '@testing-library/dom';
import { vi } from 'vitest';

const ASYNC_TIMEOUT_MS = 5000;

configure({ asyncUtilTimeout: ASYNC_TIMEOUT_MS });

const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitFor(callback, options ?? { timeout: ASYNC_TIMEOUT_MS })) as typeof vi.waitFor;

// A whole test (several round trips to the emulator, React rendering, a second emulator started) takes up
// to about 4 s with two busy processes beside it: Vitest's 5 s default would be the machine's speed
// deciding. Each single wait above still gives up after 5 s.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });
