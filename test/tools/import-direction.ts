// The arrows of design.md §2 as a check: src/ stays framework-free, loader/ stays standalone,
// widget/ never reaches into the demo; and no import cycle anywhere (import-cycles.ts). Run by `npm test`;
// its own test plants violations.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeCycle, findCycles, KNOWN_CYCLE_IMPORTS, staleKnownImports } from './import-cycles.ts';
import { type Import, repositoryImports } from './imports.ts';

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

type Area = 'src' | 'widget' | 'loader' | 'demo/platform' | 'demo/site' | 'other';

const REACT_PACKAGES = /^(react|react-dom|zustand|@floating-ui\/react)(\/|$)/;

function areaOf(rel: string): Area {
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

/** The imports of `imports` that go against design.md §2. */
export function directionViolations(imports: readonly Import[]): Violation[] {
  const violations: Violation[] = [];
  for (const { file, specifier, target: resolved, typeOnly } of imports) {
    const from = areaOf(file);
    // A relative specifier that names no source file (a stylesheet) still points into an area.
    const target = specifier.startsWith('.')
      ? areaOf(resolved ?? new URL(specifier, `file:///${file}`).pathname.slice(1))
      : 'package';
    if (target === 'package' && specifier.startsWith('node:') && from !== 'loader') continue;
    const rule = ruleBroken(from, specifier, target, typeOnly);
    if (rule) violations.push({ file, specifier, rule });
  }
  return violations;
}

/** Every import in `root`'s src/, widget/, loader/ and demo/ that goes against design.md §2. */
export function checkImportDirection(root: string): Violation[] {
  return directionViolations(repositoryImports(root, ['src', 'widget', 'loader', 'demo']));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? '.');
  const imports = repositoryImports(root);
  const violations = directionViolations(imports.filter((i) => /^(src|widget|loader|demo)\//.test(i.file)));
  for (const v of violations) console.error(`${v.file}: imports '${v.specifier}': ${v.rule}`);
  const cycles = findCycles(imports, KNOWN_CYCLE_IMPORTS);
  for (const cycle of cycles) console.error(`import cycle: ${describeCycle(cycle)}`);
  for (const stale of staleKnownImports(imports))
    console.warn(
      `known cycle import ${stale.from} -> ${stale.to} is gone: remove it from KNOWN_CYCLE_IMPORTS (test/tools/import-cycles.ts)`,
    );
  if (violations.length > 0 || cycles.length > 0) process.exit(1);
  console.log(
    `import direction: every import follows design.md §2; no import cycle (${KNOWN_CYCLE_IMPORTS.length} known, left for their owners)`,
  );
}
