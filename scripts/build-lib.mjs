// `npm run build` step: the declarations and code npm users import, by tsc.
// - dist/lib: src/ as ES modules with declarations (`dropcart`, `dropcart/admin`);
// - dist/types: the declarations of `dropcart/widget` and `dropcart/react` (Vite builds their code), only
//   the files their types reach.
// tsc rewrites our `.ts` import specifiers to `.js` in the code (rewriteRelativeImportExtensions) but not in
// declarations, where node16 resolution without allowImportingTsExtensions refuses them: they are rewritten
// here, so the package types check under moduleResolution bundler and node16 alike.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');

for (const [project, out] of [
  ['tsconfig.lib.json', 'dist/lib'],
  ['tsconfig.types.json', 'dist/types'],
]) {
  rmSync(join(root, out), { recursive: true, force: true });
  const { status } = spawnSync(process.execPath, [tsc, '-p', join(root, project)], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

/** Relative specifiers in a declaration file: `from './x.ts'`, `import('./x.ts')`. */
const SPECIFIER = /(from\s+|import\()(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g;

function rewrite(dir) {
  for (const file of files(dir).filter((f) => f.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(SPECIFIER, (_, lead, quote, path) => `${lead}${quote}${path}.js${quote}`);
    if (fixed !== text) writeFileSync(file, fixed);
  }
}
rewrite(join(root, 'dist/lib'));
rewrite(join(root, 'dist/types'));

// Keep only the declarations the two entries reach.
const typesDir = join(root, 'dist/types');
const reached = new Set();
const visit = (file) => {
  if (reached.has(file)) return;
  reached.add(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/(?:from\s+|import\()(['"])(\.{1,2}\/[^'"]+?)\.js\1/g)) {
    const target = join(dirname(file), `${match[2]}.d.ts`);
    if (!statSync(target, { throwIfNoEntry: false }))
      throw new Error(`${file} names ${match[2]}, not emitted`);
    visit(target);
  }
};
for (const entry of ['widget/index.d.ts', 'widget/react.d.ts']) visit(join(typesDir, entry));
for (const file of files(typesDir)) if (!reached.has(file)) rmSync(file);
const removeEmpty = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) removeEmpty(path);
  }
  if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
};
removeEmpty(typesDir);
console.log(`dist/lib and dist/types (${reached.size} declarations for dropcart/widget and dropcart/react)`);

// The owner's integrity command (`npx -p dropcart dropcart-integrity <loader URL>`) ships built, beside
// the emulator's: the tarball carries dist/ only.
mkdirSync(join(root, 'dist/bin'), { recursive: true });
// Its hashing module goes beside it.
copyFileSync(join(root, 'scripts/integrity.mjs'), join(root, 'dist/bin/integrity.mjs'));
copyFileSync(join(root, 'scripts/dropcart-integrity.mjs'), join(root, 'dist/bin/dropcart-integrity.mjs'));
chmodSync(join(root, 'dist/bin/dropcart-integrity.mjs'), 0o755);
// And the release folder's (`npx -p dropcart dropcart-release`), which needs the same module.
copyFileSync(join(root, 'scripts/release.mjs'), join(root, 'dist/bin/dropcart-release.mjs'));
chmodSync(join(root, 'dist/bin/dropcart-release.mjs'), 0o755);
