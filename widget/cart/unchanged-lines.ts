// Each platform answer is a whole new cart. Rows are memoised (LineItem), so a line whose data did not
// change keeps its old object and React skips it: one quantity change re-renders one row, not 200.
import type { CartView, LineView } from './view.ts';

/** Structural equality of JSON-like data with dates (what a CartView holds). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  // A date has no own keys: compared as objects, any two would be equal.
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** `next`, with every line equal to one of `previous` replaced by that line's object (and the list too, when all are). */
export function keepUnchangedLines(previous: CartView, next: CartView): CartView {
  if (previous.lines === next.lines) return next;
  const before = new Map(previous.lines.map((line) => [line.id, line]));
  let allKept = previous.lines.length === next.lines.length;
  const lines = next.lines.map((line, index): LineView => {
    const old = before.get(line.id);
    if (old && sameData(old, line)) {
      if (previous.lines[index] !== old) allKept = false;
      return old;
    }
    allKept = false;
    return line;
  });
  return { ...next, lines: allKept ? previous.lines : lines };
}
