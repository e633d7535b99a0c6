import { afterAll, beforeAll } from 'vitest';
import { type RunningPlatform, type StartOptions, startPlatform } from '../../demo/platform/index.ts';

/**
 * Starts the emulator in-process for the tests of one file, on a free port, with in-memory state.
 * Read `.current` inside tests: `const platform = usePlatform(); … fetch(platform.current.url + …)`.
 */
export function usePlatform(options: StartOptions = {}): { current: RunningPlatform } {
  const holder = {} as { current: RunningPlatform };
  beforeAll(async () => {
    holder.current = await startPlatform(options);
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}
