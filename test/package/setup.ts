// Global setup of the `package` project: packs dist/ into the tarball npm would publish, once per run, and
// hands its path to the tests (`inject('tarball')`). Needs `npm run build` first, as `npm test` runs it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

const root = resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed `dropcart-<version>.tgz`. */
    tarball: string;
  }
}

export default function setup(project: TestProject): () => void {
  for (const built of ['dist/lib/index.js', 'dist/react/index.js', 'dist/widget/index.js', 'dist/loader.js'])
    if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
  const dir = mkdtempSync(join(tmpdir(), 'dropcart-pack-'));
  // --ignore-scripts: prepack would build again; the build is what the tests before this one checked.
  const packed = spawnSync('npm', ['pack', '--ignore-scripts', '--pack-destination', dir], {
    cwd: root,
    encoding: 'utf8',
  });
  if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
  const [tarball] = readdirSync(dir).filter((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack wrote no tarball into ${dir}`);
  project.provide('tarball', join(dir, tarball));
  return () => rmSync(dir, { recursive: true, force: true });
}
