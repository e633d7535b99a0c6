// Right to left (issue 28): the widget's sheets place and space things by the line's start and end
// (inset-inline-end, padding-inline, text-align: end), never by left and right, so that a right-to-left
// language mirrors the whole layout. The browser test (rtl-hebrew) checks the result in Chromium.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every sheet of the widget's (the drawer's, the dialogs', the parts' and the product cards' own). */
const SHEETS = readdirSync(`${process.cwd()}/widget`, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.css'))
  .map((path) => path.replaceAll('\\', '/'))
  .sort();
/** Physical sides in a property or a value where a logical one exists. Centring by left: 50% is symmetric. */
const PHYSICAL =
  /^\s*(?:(?:margin|padding|border)-(?:left|right)[\w-]*|left|right|text-align:\s*(?:left|right)|float:\s*(?:left|right))\s*(?::|;)(?!\s*50%)/;

describe('the widget’s layout mirrors', () => {
  it('finds the sheets', () =>
    expect(SHEETS).toEqual(expect.arrayContaining(['cards/cards.css', 'ui/ui.css'])));

  it.each(SHEETS)('%s uses logical sides', (sheet) => {
    const lines = readFileSync(`${process.cwd()}/widget/${sheet}`, 'utf8').split('\n');
    // A side the content itself names (a rich-text description's own alignment) says so: `/* physical: … */`.
    const physical = lines.flatMap((line, i) =>
      PHYSICAL.test(line) && !line.includes('/* physical:') ? [`${i + 1}: ${line.trim()}`] : [],
    );
    expect(physical).toEqual([]);
  });
});
