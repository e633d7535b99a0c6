// The widget's built files told apart by what they hold: which file has a module's code, and whether a
// file has code of a module (by its source map). Needs `npm run build`.
import { join } from 'node:path';
import { fileWithCodeOf } from '../../bench/built-module.ts';
import { bytesBySource } from '../../bench/bundle-map.ts';
import { DIST } from './store.ts';

export const widgetDir = join(DIST, 'widget');

/** The file the build made with a module's code (one loaded on demand, or grouped with others). */
export const fileOf = (source: string): string => fileWithCodeOf(widgetDir, source);

/** Whether `file` has code from `source`, by its source map (a type-only import is listed there too). */
export const hasCodeOf = (file: string, source: string) =>
  [...bytesBySource(file)].some(([from, bytes]) => from.endsWith(source) && bytes > 0);
