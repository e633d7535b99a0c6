// `npm run screenshots` (README, "Screenshots"), run into a temporary folder: it writes every picture of
// its list as a PNG of the viewport it names, at device scale 1, and nothing into docs/screenshots.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { SCREENSHOTS_DIR, SHOTS } from '../tools/screenshots/list.ts';

const out = mkdtempSync(join(tmpdir(), 'dropcart-screenshots-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The width and height a PNG's header (its first chunk, IHDR) says. */
function pngSize(file: Buffer): { width: number; height: number } {
  expect(file.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(file.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

const docsPictures = () =>
  readdirSync(SCREENSHOTS_DIR).map((name) => [name, statSync(join(SCREENSHOTS_DIR, name)).mtimeMs]);

it('writes each picture of its list as a PNG of its viewport, and leaves docs/ alone', async () => {
  const before = docsPictures();
  // The build is the suite's (`npm run build` before the browser tests), as in the other browser tests.
  await promisify(execFile)('npm', ['run', 'screenshots', '--', '--out', out, '--skip-build'], {
    timeout: 240_000,
  });
  expect(readdirSync(out).sort()).toEqual(SHOTS.map((shot) => `${shot.name}.png`).sort());
  for (const shot of SHOTS)
    expect(pngSize(readFileSync(join(out, `${shot.name}.png`))), shot.name).toEqual(shot.viewport);
  expect(docsPictures()).toEqual(before);
}, 300_000);
