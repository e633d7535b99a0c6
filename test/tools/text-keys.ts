// The list of text keys docs/embedding.md shows owners ("Your own texts"), made from the catalogs, so that
// it never drifts from them: `npx tsx test/tools/text-keys.ts --write` puts it into the doc, and
// text-keys.test.ts fails while the doc's list is not the one this makes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '../../widget/i18n/en.ts';

export const DOC = join(import.meta.dirname, '../../docs/embedding.md');
const START = '<!-- text-keys:start -->';
const END = '<!-- text-keys:end -->';

/** A table of every key with its English text, sorted by key. */
export function keyTable(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = Object.entries(en)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, text]) => `| \`${key}\` | ${cell(text)} |`);
  return ['| key | English |', '| --- | --- |', ...rows].join('\n');
}

/** The doc's list as it is, between its markers. */
export function docTable(markdown: string): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${DOC} has no ${START} … ${END}`);
  return markdown.slice(start + START.length, end).trim();
}

if (process.argv[1] === import.meta.filename && process.argv.includes('--write')) {
  const markdown = readFileSync(DOC, 'utf8');
  const start = markdown.indexOf(START) + START.length;
  writeFileSync(DOC, `${markdown.slice(0, start)}\n${keyTable()}\n${markdown.slice(markdown.indexOf(END))}`);
}
