// Takes every picture of list.ts on a fresh demo store (seeded emulator, dist/ as built) into `outDir`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startStore } from '../../browser/support/store.ts';
import { SHOTS } from './list.ts';
import { SCENES, settled } from './scenes.ts';

export async function takeScreenshots(outDir: string): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const store = await startStore();
  const written: string[] = [];
  try {
    for (const shot of SHOTS) {
      const page = await SCENES[shot.name](store, shot);
      await settled(page);
      const path = join(outDir, `${shot.name}.png`);
      await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
      await page.context().close();
      written.push(path);
    }
    if (store.pageErrors.length > 0) throw new Error(`the pages failed:\n${store.pageErrors.join('\n')}`);
  } finally {
    await store.close();
  }
  return written;
}
