// What `npm publish` would ship: the files, the manifest's entry points, and nothing of the repository's
// tests, fixtures, source maps or emulator sources (issue 14).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT } from './support.ts';

let dir: string;
let files: string[];
let manifest: Record<string, unknown>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dropcart-unpacked-'));
  const untar = spawnSync('tar', ['-xzf', inject('tarball'), '-C', dir], { encoding: 'utf8' });
  if (untar.status !== 0) throw new Error(untar.stderr);
  const listed = spawnSync('tar', ['-tzf', inject('tarball')], { encoding: 'utf8' });
  files = listed.stdout
    .split('\n')
    .filter((line) => line && !line.endsWith('/'))
    .map((line) => line.replace(/^package\//, ''));
  manifest = JSON.parse(readFileSync(join(dir, 'package/package.json'), 'utf8'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the tarball', () => {
  it('holds the built package only: no tests, fixtures, maps, sources or build manifests', () => {
    expect(
      files.filter((f) => /^(test|fixtures|demo|src|scripts)\/|\/(test|fixtures|\.vite)\//.test(f)),
    ).toEqual([]);
    expect(files.filter((f) => f.endsWith('.map') || (/\.tsx?$/.test(f) && !f.endsWith('.d.ts')))).toEqual(
      [],
    );
    expect(files).toEqual(expect.arrayContaining(['README.md', 'CHANGELOG.md', 'package.json']));
  });

  // A bound against shipping what is not ours to ship (the demo site, maps, fixtures), not a size goal: the
  // widget comes twice (minified for the script tag, readable for React apps), each with ten languages.
  it('unpacks under 3 MB', () => {
    const bytes = files.reduce((sum, f) => sum + statSync(join(dir, 'package', f)).size, 0);
    expect(bytes).toBeLessThan(3 * 1024 * 1024);
  });

  it('names files it holds in every entry point, and depends on nothing but an optional React 19', () => {
    const exportsField = manifest.exports as Record<string, string | Record<string, string>>;
    expect(Object.keys(exportsField).sort()).toEqual(
      ['.', './admin', './frame.js', './loader.js', './package.json', './react', './widget'].sort(),
    );
    const targets = Object.values(exportsField).flatMap((t) =>
      typeof t === 'string' ? [t] : Object.values(t),
    );
    targets.push(
      manifest.unpkg as string,
      manifest.jsdelivr as string,
      manifest.types as string,
      ...Object.values(manifest.bin as Record<string, string>),
    );
    for (const target of targets) expect(files, target).toContain(target.replace(/^\.\//, ''));
    expect(manifest).toMatchObject({
      name: 'dropcart',
      type: 'module',
      sideEffects: false,
      unpkg: './dist/loader.js',
      jsdelivr: './dist/loader.js',
      bin: { 'dropcart-platform': 'dist/platform/dropcart-platform.js' },
      peerDependencies: { react: '^19.0.0', 'react-dom': '^19.0.0' },
      peerDependenciesMeta: { react: { optional: true }, 'react-dom': { optional: true } },
    });
    expect(manifest.private).toBeUndefined();
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
    expect(manifest.dependencies).toBeUndefined();
    const bin = readFileSync(join(dir, 'package/dist/platform/dropcart-platform.js'), 'utf8');
    expect(bin).toMatch(/^#!\/usr\/bin\/env node\n/);
  });

  it('carries its styles as strings: no CSS file and no import a bundler would have to understand', () => {
    expect(files.filter((f) => f.endsWith('.css'))).toEqual([]);
    const imports = files
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) =>
        [
          ...readFileSync(join(dir, 'package', f), 'utf8').matchAll(
            /(?:\bfrom|\bimport)\s*\(?\s*["'`]([^"'`]+)["'`]/g,
          ),
        ]
          .map((m) => m[1] as string)
          .filter((specifier) => /\.css\b|\?/.test(specifier))
          .map((specifier) => `${f}: ${specifier}`),
      );
    expect(imports).toEqual([]);
  });

  it('passes npm publish --dry-run without a warning about the package', () => {
    const result = spawnSync('npm', ['publish', '--dry-run', '--ignore-scripts'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    // The machine's npm config and the missing registry login are not the package's to fix.
    const warnings = result.stderr
      .split('\n')
      .filter((line) => /npm warn/i.test(line))
      .filter((line) => !/Unknown (\w+ )?config|requires you to be logged in/.test(line));
    expect(warnings).toEqual([]);
  });
});
