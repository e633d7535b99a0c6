// A built file of the widget cut into stretches by the source each was generated from, read from its
// source map: what bundle-map.ts shares a file's gzip bytes by, and what sizes.ts cuts the client's code
// out of the entry file with (boot is one file: vite.config.ts `bootChunk`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The fields of one segment of a source map's `mappings` (VLQ, each relative to the previous). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The code of `file` (in `dir`) in order, each stretch with the source it came from: `(generated)` where the
 * map names none, and the whole file as `(bundler runtime: …)` when it has no map (the bundler's helpers).
 */
export function stretchesBySource(dir: string, file: string): Array<{ source: string; code: string }> {
  const code = readFileSync(join(dir, file), 'utf8');
  if (!existsSync(join(dir, `${file}.map`))) return [{ source: `(bundler runtime: ${file})`, code }];
  const map = JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8')) as {
    sources: string[];
    mappings: string;
  };
  const lines = code.split('\n');
  const stretches: Array<{ source: string; code: string }> = [];
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const line = lines[lineNumber] ?? '';
    let column = 0;
    let previous: { column: number; source: string } | undefined;
    for (const segment of lineMappings.split(',').filter(Boolean)) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (previous) stretches.push({ source: previous.source, code: line.slice(previous.column, column) });
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      const source = sourceDelta === undefined ? '(generated)' : (map.sources[sourceIndex] ?? '(generated)');
      previous = { column, source };
    }
    if (previous) stretches.push({ source: previous.source, code: line.slice(previous.column) });
  });
  return stretches;
}
