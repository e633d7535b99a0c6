import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImportDirection } from './import-direction.ts';

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
  it('passes on this repository', () => {
    expect(checkImportDirection(resolve(import.meta.dirname, '../..'))).toEqual([]);
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
