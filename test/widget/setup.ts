// Component tests talk to the emulator over real HTTP on shared, busy machines: give the async waits
// room (Testing Library's findBy…/waitFor and Vitest's vi.waitFor both default to 1 s), so a slow
// moment is not mistaken for a missing element. A call that names its own timeout keeps it.
import { configure } from '@testing-library/dom';
import { vi } from 'vitest';

const ASYNC_TIMEOUT_MS = 5000;

configure({ asyncUtilTimeout: ASYNC_TIMEOUT_MS });

const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitFor(callback, options ?? { timeout: ASYNC_TIMEOUT_MS })) as typeof vi.waitFor;
