import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, KNOWN_CYCLE_IMPORTS, staleKnownImports } from './import-cycles.ts';
import { checkImportDirection } from './import-direction.ts';
import { repositoryImports } from './imports.ts';

// Reading the whole repository parses every source file: seconds of CPU, many more on a loaded machine.
const WHOLE_REPOSITORY = { timeout: 60_000 };

const trees: string[] = [];
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'dropcart-imports-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('import direction check', () => {
  it('passes on this repository', WHOLE_REPOSITORY, () => {
    expect(checkImportDirection(resolve(import.meta.dirname, '../..'))).toEqual([]);
  });

  it('reads imports as TypeScript does: not from comments or strings, types as types', () => {
    const root = tree({
      'src/a.ts': [
        "// import { useState } from 'react';",
        'const text = "import x from \'react\'";',
        "export type Lazy = typeof import('../widget/app.ts');",
        '',
      ].join('\n'),
      'widget/app.ts': '',
    });
    expect(checkImportDirection(root).map((v) => v.rule)).toEqual(['src/ must not import widget/']);
    expect(repositoryImports(root).map((i) => [i.file, i.target, i.typeOnly])).toEqual([
      ['src/a.ts', 'widget/app.ts', true],
    ]);
  });

  it('catches src/ importing React', () => {
    const root = tree({ 'src/cart.ts': "import { useState } from 'react';\n" });
    expect(checkImportDirection(root)).toEqual([
      { file: 'src/cart.ts', specifier: 'react', rule: 'src/ must not import React or its libraries' },
    ]);
  });

  it('catches src/ importing the widget, even through a dynamic import', () => {
    const root = tree({
      'src/a.ts': "export const w = () => import('../widget/app');\n",
      'widget/app.ts': '',
    });
    expect(checkImportDirection(root).map((v) => v.rule)).toEqual(['src/ must not import widget/']);
  });

  it('catches loader/ importing the widget or any package', () => {
    const root = tree({
      'loader/loader.ts': "import { mount } from '../widget/index';\nimport { create } from 'zustand';\n",
    });
    expect(checkImportDirection(root).map((v) => v.rule)).toEqual([
      'loader/ must not import widget/',
      'loader/ must not import React or its libraries',
    ]);
  });

  it('catches widget/ importing the demo', () => {
    const root = tree({ 'widget/a.tsx': "export * from '../demo/platform/server';\n" });
    expect(checkImportDirection(root).map((v) => v.rule)).toEqual(['widget/ must not import demo/']);
  });

  it('lets widget/ import src/ and React, and the emulator share types with src/', () => {
    const root = tree({
      'widget/a.tsx': "import { createClient } from '../src/index';\nimport { useState } from 'react';\n",
      'demo/platform/a.ts': "import type { Cart } from '../../src/cart/types';\n",
    });
    expect(checkImportDirection(root)).toEqual([]);
  });
});

describe('import cycle check', () => {
  const repository = resolve(import.meta.dirname, '../..');

  it('finds no cycle in this repository but the known ones left for their owners', WHOLE_REPOSITORY, () => {
    expect(findCycles(repositoryImports(repository), KNOWN_CYCLE_IMPORTS)).toEqual([]);
  });

  it('finds no import cycle at all in widget/ and loader/', WHOLE_REPOSITORY, () => {
    const ours = repositoryImports(repository, ['widget', 'loader']);
    expect(findCycles(ours)).toEqual([]);
  });

  it('catches a cycle made of type-only imports', () => {
    const root = tree({
      'widget/a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
      'widget/b.ts': "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
    });
    expect(findCycles(repositoryImports(root))).toEqual([['widget/a.ts', 'widget/b.ts']]);
  });

  it('catches a cycle closed by a dynamic import, across folders, and a file importing itself', () => {
    const root = tree({
      'widget/ui/lazy.ts': "export const load = () => import('./part.tsx');\n",
      'widget/ui/part.tsx': "import { shared } from '../core';\nexport default shared;\n",
      'widget/core.ts': "import type { load } from './ui/lazy.ts';\nexport const shared = 1;\n",
      'test/self.ts': "export * from './self.ts';\n",
    });
    expect(findCycles(repositoryImports(root))).toEqual([
      ['test/self.ts'],
      ['widget/core.ts', 'widget/ui/lazy.ts', 'widget/ui/part.tsx'],
    ]);
  });

  it('leaves out the known imports, and says which known imports are gone', () => {
    const root = tree({
      'src/a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
      'src/b.ts': "import type { a } from './a.ts';\nexport const b = 1;\n",
    });
    const imports = repositoryImports(root);
    const known = [{ from: 'src/b.ts', to: 'src/a.ts', why: 'planted' }];
    expect(findCycles(imports, known)).toEqual([]);
    expect(staleKnownImports(imports, known)).toEqual([]);
    const gone = [{ from: 'src/a.ts', to: 'src/c.ts', why: 'fixed meanwhile' }];
    expect(staleKnownImports(imports, gone)).toEqual(gone);
    expect(findCycles(imports, gone)).toHaveLength(1);
  });
});
