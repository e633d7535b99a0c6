// Browser tests drive Debian's Chromium (no browser can be downloaded here). A machine without it gets
// it installed when we run as root; otherwise we stop and name the one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.DROPCART_CHROMIUM ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with:\n  sudo apt-get install -y chromium`,
    );
    return false;
  }
  console.log('Chromium is missing: installing Debian’s chromium package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0
      ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
          stdio: 'inherit',
          env,
        })
      : update;
  if (install.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    console.error('Installing chromium failed. Run: apt-get install -y chromium');
    return false;
  }
  return true;
}
