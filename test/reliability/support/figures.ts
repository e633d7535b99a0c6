// The figures of a reliability run, per test file, written to test/.results/reliability-client.json from an
// afterAll so the integrator can quote them. Each file writes its own part, then merges every part present,
// so files that run in parallel workers all end up in the one summary.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { RunningPlatform } from '../../../demo/platform/index.ts';

const RESULTS = resolve(import.meta.dirname, '../../.results');
const PARTS = resolve(RESULTS, 'reliability-client');

export interface Figures {
  /** Caller-level operations run under faults (reads and changes). */
  operations: number;
  /** Retries the client made, as reported to onRetry. */
  retries: number;
  /** Changes that ended in an OUTCOME_UNKNOWN SystemError (then read back by the test, as a widget would). */
  outcomeUnknown: number;
  /** Reads of the cart made to settle a change whose outcome was unknown or failed. */
  readBacks: number;
  /** Units the platform's cart lacks compared with what the caller was told (must stay 0). */
  itemsLost: number;
  /** Units the platform's cart has beyond what the caller asked for (must stay 0). */
  itemsDoubled: number;
  /** Anything else worth quoting for this file (seed, breakdown by kind). */
  details: Record<string, number | string>;
}

/**
 * Counters for one test file; the emulator's own count of injected faults is added at the end. A file
 * without the emulator counts the faults it played itself in `faultsInjected`.
 */
export function useFigures(
  name: string,
  platform?: { current: RunningPlatform },
): Figures & { faultsInjected: number } {
  const figures: Figures & { faultsInjected: number } = {
    operations: 0,
    retries: 0,
    outcomeUnknown: 0,
    readBacks: 0,
    itemsLost: 0,
    itemsDoubled: 0,
    details: {},
    faultsInjected: 0,
  };
  let started = 0;
  let tests = 0;
  let failed = 0;
  beforeAll(() => {
    started = Date.now();
  });
  afterEach((context) => {
    tests++;
    if ((context.task.result?.errors?.length ?? 0) > 0) failed++;
  });
  afterAll(() => {
    const part = {
      ...figures,
      faultsInjected: platform ? platform.current.faults.injected : figures.faultsInjected,
      tests,
      failed,
      durationMs: Date.now() - started,
      finishedAt: new Date().toISOString(),
    };
    mkdirSync(PARTS, { recursive: true });
    writeFileSync(resolve(PARTS, `${name}.json`), `${JSON.stringify(part, null, 2)}\n`);
    writeSummary();
  });
  return figures;
}

function writeSummary(): void {
  const files: Record<string, Record<string, unknown>> = {};
  for (const entry of readdirSync(PARTS)
    .filter((f) => f.endsWith('.json'))
    .sort())
    files[entry.replace(/\.json$/, '')] = JSON.parse(readFileSync(resolve(PARTS, entry), 'utf8'));
  const sum = (key: string) =>
    Object.values(files).reduce((total, part) => total + (Number(part[key]) || 0), 0);
  const totals: Record<string, number> = Object.fromEntries(
    [
      'operations',
      'faultsInjected',
      'retries',
      'outcomeUnknown',
      'readBacks',
      'itemsLost',
      'itemsDoubled',
      'tests',
      'failed',
    ].map((key) => [key, sum(key)]),
  );
  // Survived: injected in a file whose every test passed, so the client behaved as designed after each
  // fault and the platform's state was checked (nothing lost or doubled).
  totals.faultsSurvived = Object.values(files)
    .filter((part) => part.failed === 0)
    .reduce((total, part) => total + (Number(part.faultsInjected) || 0), 0);
  writeFileSync(
    resolve(RESULTS, 'reliability-client.json'),
    `${JSON.stringify({ generatedAt: new Date().toISOString(), totals, files }, null, 2)}\n`,
  );
}
