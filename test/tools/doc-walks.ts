// The walks of docs/widget.md ("One click of a buy button", …) name files and the code in them. This reads
// each numbered step of each walk and lists what it names that is not there, so the walks cannot drift
// from the code they describe (issue 31). A step's names are looked for in the files the same step names.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface WalkProblem {
  walk: string;
  step: number;
  problem: string;
}

/** The walks: the `### One …` sections, each as its numbered steps' text. */
export function walksOf(markdown: string): Array<{ title: string; steps: string[] }> {
  const walks: Array<{ title: string; steps: string[] }> = [];
  for (const section of markdown.split(/^### /m).slice(1)) {
    const [title = '', ...lines] = section.split('\n');
    if (!/^One /.test(title)) continue;
    const steps: string[] = [];
    for (const line of lines) {
      if (/^#{1,3} /.test(line)) break;
      if (/^\d+\. /.test(line)) steps.push(line);
      else if (steps.length > 0 && /^\s+\S/.test(line)) steps[steps.length - 1] += ` ${line.trim()}`;
    }
    walks.push({ title, steps });
  }
  return walks;
}

const PATH = /^[\w.-]+(\/[\w.-]*)+$|^[\w-]+\.(ts|tsx|mjs|css)$/;
const NAME = /^([A-Za-z_$][\w$]*\.)*([A-Za-z_$][\w$]*)(\(\))?$/;
/** An action or event name as the code spells it in quotes: `drawer-opened`, `item-added`. */
const WORD = /^[a-z]+(-[a-z]+)+$/;

/**
 * Where a path a step names is: as written from the repository's root, under `widget/` (the walks' home),
 * or under a folder the step named before it (`demo/platform/cart/` then `v2/`).
 */
function locate(root: string, path: string, folders: string[]): string | undefined {
  const bare = path.replace(/\/$/, '');
  for (const base of ['', 'widget', ...folders]) {
    const full = join(root, base, bare);
    if (existsSync(full)) return full;
  }
  return undefined;
}

export function checkWalks(root: string, markdown: string): WalkProblem[] {
  const problems: WalkProblem[] = [];
  for (const walk of walksOf(markdown)) {
    walk.steps.forEach((text, index) => {
      const step = index + 1;
      const spans = [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
      const files: string[] = [];
      const folders: string[] = [];
      for (const span of spans.filter((s) => PATH.test(s))) {
        const found = locate(root, span, folders);
        if (!found) {
          problems.push({ walk: walk.title, step, problem: `no file or folder ${span}` });
          continue;
        }
        if (statSync(found).isDirectory()) folders.push(found.slice(root.length + 1));
        else {
          files.push(readFileSync(found, 'utf8'));
          folders.push(dirname(found).slice(root.length + 1));
        }
      }
      for (const span of spans.filter((s) => !PATH.test(s))) {
        const name = NAME.exec(span)?.[2];
        const wanted = name
          ? new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`)
          : WORD.test(span)
            ? new RegExp(`['"\`]${span}['"\`]`)
            : undefined;
        if (wanted && !files.some((file) => wanted.test(file)))
          problems.push({ walk: walk.title, step, problem: `\`${span}\` is in none of the step's files` });
      }
    });
  }
  return problems;
}
