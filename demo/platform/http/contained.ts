// Whether a path stays inside a folder. A string prefix is not enough: `/srv/dist-private` starts with
// `/srv/dist`. The path relative to the folder must not climb out (`..`) nor be on another root.
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** `file` resolved, if it is `root` itself or inside it; otherwise undefined. */
export function insideFolder(root: string, file: string): string | undefined {
  const target = resolve(root, file);
  const rel = relative(resolve(root), target);
  if (rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return undefined;
  return target;
}
