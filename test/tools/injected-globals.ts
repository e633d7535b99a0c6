// Time and channels reach the client and the widget through the one `platform` object (src/platform.ts;
// design.md §2), so that tests and other runtimes can swap them. This lists every use of the clock, the
// timers and BroadcastChannel taken from the global scope anywhere else in src/ and widget/, read with
// TypeScript's parser: `win.setTimeout(…)` (a window the platform gave) and a method named `setTimeout`
// are not the global. `npx tsx test/tools/injected-globals.ts` prints them; its test holds them at none.
// (loader/ is a classic script that imports nothing, design.md §2: it has no platform to take them from.)
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from './imports.ts';

/** Called or constructed from the global scope, these bypass the platform. */
const GLOBAL_CALLS = new Set([
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'requestAnimationFrame',
  'requestIdleCallback',
]);
const GLOBAL_CONSTRUCTORS = new Set(['BroadcastChannel']);
/** `Date.now()` and `performance.now()`: the clock. (`new Date(text)` parses a date: no clock.) */
const CLOCKS = new Set(['Date.now', 'performance.now']);
/** Where a global is reached explicitly: `globalThis.setTimeout`, `window.Date.now`. */
const GLOBAL_OBJECTS = new Set(['globalThis', 'window', 'self']);

export interface GlobalUse {
  file: string;
  line: number;
  text: string;
}

/** `setTimeout`, `globalThis.setTimeout` or `window.setTimeout` → 'setTimeout'; else undefined. */
function globalName(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression))
    return GLOBAL_OBJECTS.has(node.expression.text) ? node.name.text : undefined;
  return undefined;
}

/** `Date.now`, `globalThis.Date.now` → 'Date.now'. */
function clockName(node: ts.Expression): string | undefined {
  if (!ts.isPropertyAccessExpression(node)) return undefined;
  const owner = globalName(node.expression);
  return owner ? `${owner}.${node.name.text}` : undefined;
}

export function globalUsesIn(file: string, text: string, root: string): GlobalUse[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const uses: GlobalUse[] = [];
  const add = (node: ts.Node) =>
    uses.push({
      file: relative(root, file).split(sep).join('/'),
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      text: node.getText(source),
    });
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = globalName(node.expression);
      const clock = clockName(node.expression);
      if ((name && GLOBAL_CALLS.has(name)) || (clock && CLOCKS.has(clock))) add(node.expression);
    }
    if (ts.isNewExpression(node)) {
      const name = globalName(node.expression);
      if (name && GLOBAL_CONSTRUCTORS.has(name)) add(node.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** Every global clock, timer or channel in src/ and widget/ outside src/platform.ts. */
export function globalUses(root: string): GlobalUse[] {
  const uses: GlobalUse[] = [];
  for (const folder of ['src', 'widget'])
    for (const file of sourceFiles(join(root, folder))) {
      if (relative(root, file).split(sep).join('/') === 'src/platform.ts') continue;
      uses.push(...globalUsesIn(file, readFileSync(file, 'utf8'), root));
    }
  return uses;
}

if (process.argv[1] === import.meta.filename) {
  const uses = globalUses(join(import.meta.dirname, '../..'));
  for (const use of uses) console.log(`${use.file}:${use.line}  ${use.text}`);
  if (uses.length > 0) process.exitCode = 1;
}
