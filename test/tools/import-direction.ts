// The arrows of design.md §2 as a check: src/ stays framework-free, loader/ stays standalone,
// widget/ never reaches into the demo. Run by `npm test`; its own test plants violations.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

type Area = 'src' | 'widget' | 'loader' | 'demo/platform' | 'demo/site' | 'other';

const REACT_PACKAGES = /^(react|react-dom|zustand|@floating-ui\/react)(\/|$)/;
const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
// Static imports and re-exports, dynamic imports with a literal, and require calls.
const SPECIFIERS = [
  /\b(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function areaOf(root: string, absolute: string): Area {
  const rel = relative(root, absolute).split(sep).join('/');
  if (rel.startsWith('src/')) return 'src';
  if (rel.startsWith('widget/')) return 'widget';
  if (rel.startsWith('loader/')) return 'loader';
  if (rel.startsWith('demo/platform/')) return 'demo/platform';
  if (rel.startsWith('demo/')) return 'demo/site';
  return 'other';
}

function ruleBroken(
  from: Area,
  specifier: string,
  target: Area | 'package',
  typeOnly: boolean,
): string | undefined {
  const isReact = target === 'package' && REACT_PACKAGES.test(specifier);
  switch (from) {
    case 'src':
      if (isReact) return 'src/ must not import React or its libraries';
      if (target === 'widget' || target === 'loader' || target === 'demo/platform' || target === 'demo/site')
        return `src/ must not import ${target}/`;
      return undefined;
    case 'loader':
      if (isReact) return 'loader/ must not import React or its libraries';
      if (target !== 'loader' && target !== 'package') return `loader/ must not import ${target}/`;
      if (target === 'package') return 'loader/ has no dependencies';
      return undefined;
    case 'widget':
      if (target === 'demo/platform' || target === 'demo/site') return 'widget/ must not import demo/';
      if (target === 'loader') return 'widget/ must not import loader/';
      return undefined;
    case 'demo/platform':
      if (target === 'widget' || target === 'loader' || target === 'demo/site')
        return `demo/platform/ must not import ${target}/`;
      if (target === 'src' && !typeOnly) return 'demo/platform/ may share only types with src/';
      if (isReact) return 'demo/platform/ must not import React';
      return undefined;
    default:
      return undefined;
  }
}

function* sourceFiles(dir: string): Generator<string> {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (SOURCE_FILE.test(name)) yield path;
  }
}

/** Every import in `root`'s src/, widget/, loader/ and demo/ that goes against design.md §2. */
export function checkImportDirection(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const top of ['src', 'widget', 'loader', 'demo']) {
    for (const file of sourceFiles(join(root, top))) {
      const from = areaOf(root, file);
      const text = readFileSync(file, 'utf8');
      for (const pattern of SPECIFIERS) {
        for (const match of text.matchAll(pattern)) {
          const specifier = match[1]!;
          const typeOnly = /^\s*(import|export)\s+type\b/.test(match[0]);
          const target = specifier.startsWith('.')
            ? areaOf(root, resolve(dirname(file), specifier))
            : 'package';
          if (target === 'package' && specifier.startsWith('node:') && from !== 'loader') continue;
          const rule = ruleBroken(from, specifier, target, typeOnly);
          if (rule) violations.push({ file: relative(root, file), specifier, rule });
        }
      }
    }
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? '.');
  const violations = checkImportDirection(root);
  for (const v of violations) console.error(`${v.file}: imports '${v.specifier}': ${v.rule}`);
  if (violations.length > 0) process.exit(1);
  console.log('import direction: every import follows design.md §2');
}
