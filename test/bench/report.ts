import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { type BudgetCheck, passes } from './budgets.ts';
import type { Size } from './sizes.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const sizeRow = (name: string, s: Size, note = '') =>
  `| ${name} | ${kb(s.raw)} | ${kb(s.gzip)} | ${kb(s.brotli)} | ${note} |`;

export function markdown(sections: string[], checks: BudgetCheck[], taken = ''): string {
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`;
  const rows = checks.map(
    (c) =>
      `| ${c.name} | ${Number.isInteger(c.actual) ? c.actual : c.actual.toFixed(Math.abs(c.actual) < 1 ? 4 : 1)} ${c.unit} | ${c.kind === 'exact' ? '=' : '≤'} ${c.limit} ${c.unit} | ${passes(c) ? 'pass' : '**FAIL**'} |`,
  );
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}${taken}.`,
    '',
    ...sections,
    '### Budgets',
    '',
    '| budget | measured | limit | |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** Writes the JSON results and the Markdown table that docs/performance.md shows. */
export function writeResults(results: unknown, table: string): void {
  const dir = resolve(import.meta.dirname);
  writeFileSync(resolve(dir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(resolve(dir, 'results.md'), table);
}
