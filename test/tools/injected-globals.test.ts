import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { globalUses, globalUsesIn } from './injected-globals.ts';

const root = resolve(import.meta.dirname, '../..');
// Parsing every source file takes seconds of CPU, many more on a loaded machine.
const WHOLE_REPOSITORY = { timeout: 60_000 };

describe('time and channels come from the platform (src/platform.ts)', () => {
  it(
    'nothing in src/ or widget/ takes the clock, a timer or a BroadcastChannel from the global scope',
    WHOLE_REPOSITORY,
    () => {
      expect(globalUses(root)).toEqual([]);
    },
  );

  it('finds a planted Date.now, a global timer and a channel, and leaves the platform’s alone', () => {
    const planted = [
      'export const at = () => Date.now();',
      'export const later = (f: () => void) => setTimeout(f, 10);',
      "export const tabs = () => new globalThis.BroadcastChannel('x');",
      'export const fine = (win: Window, p: { now(): number }) => [win.setTimeout(() => {}, 1), p.now(), new Date(0)];',
      'export const timers = { setTimeout(f: () => void) { return f; } };',
    ].join('\n');
    expect(globalUsesIn(resolve(root, 'widget/planted.ts'), planted, root)).toEqual([
      { file: 'widget/planted.ts', line: 1, text: 'Date.now' },
      { file: 'widget/planted.ts', line: 2, text: 'setTimeout' },
      { file: 'widget/planted.ts', line: 3, text: 'globalThis.BroadcastChannel' },
    ]);
  });
});
