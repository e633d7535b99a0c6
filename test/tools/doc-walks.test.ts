import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkWalks, walksOf } from './doc-walks.ts';

const root = resolve(import.meta.dirname, '../..');
const widgetDoc = readFileSync(resolve(root, 'docs/widget.md'), 'utf8');

describe("docs/widget.md's walks", () => {
  it('name only files that exist, and only code that is in the files each step names', () => {
    expect(walksOf(widgetDoc).map((w) => w.title)).toEqual([
      'One click of a buy button',
      'One sign-in',
      'One estimate',
    ]);
    expect(checkWalks(root, widgetDoc)).toEqual([]);
  });

  it('finds a moved file, a renamed function and a renamed action', () => {
    const walk = [
      '### One test walk',
      '',
      '1. `widget/cart/controler.ts` sends it.',
      '2. `widget/cart/controller.ts`: `addToCartNow` dispatches `optimistc-line`, then `add` runs.',
      '',
    ].join('\n');
    expect(checkWalks(root, walk)).toEqual([
      { walk: 'One test walk', step: 1, problem: 'no file or folder widget/cart/controler.ts' },
      { walk: 'One test walk', step: 2, problem: "`addToCartNow` is in none of the step's files" },
      { walk: 'One test walk', step: 2, problem: "`optimistc-line` is in none of the step's files" },
    ]);
  });
});
