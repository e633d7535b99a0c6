// `npm run build`, unless dist/ is already built from the sources as they are: `npm run demo` calls this,
// so a second start does not rebuild for half a minute. Built means dist/.built exists and is newer than
// every file the build reads; the build's last step writes it (`--stamp`), so only a build that succeeded.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const STAMP = join(root, 'dist/.built');
const INPUT_DIRS = ['src', 'widget', 'loader', 'demo', 'scripts'];
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.lib.json',
  'tsconfig.types.json',
];

function newest(path) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Why dist/ must be built again, or undefined when it is up to date. */
export function staleReason() {
  if (!existsSync(STAMP)) return 'dist/ was not built yet';
  const built = statSync(STAMP).mtimeMs;
  const changed = [...INPUT_DIRS, ...INPUT_FILES].find((input) => newest(join(root, input)) > built);
  return changed && `${changed} changed since the last build`;
}

/** Builds when stale; returns the build's exit status (0 when nothing had to be done). */
export function buildIfStale() {
  const reason = staleReason();
  if (!reason) {
    console.log('dist/ is up to date with the sources: not building (npm run build forces it)');
    return 0;
  }
  console.log(`building: ${reason}`);
  return spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status ?? 1;
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv[2] === '--stamp') writeFileSync(STAMP, `${new Date().toISOString()}\n`);
  else process.exit(buildIfStale());
}
