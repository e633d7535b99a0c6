// The pictures README and docs/ show are the ones `npm run screenshots` makes (issue 27): every picture a
// page references exists and is in the script's list, and docs/screenshots holds the list and nothing
// else, so no picture goes stale outside the script and none is shown that the script does not retake.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { SCREENSHOTS_DIR, SHOTS } from './screenshots/list.ts';

const ROOT = process.cwd();
const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const MADE = SHOTS.map((shot) => `${SCREENSHOTS_DIR}/${shot.name}.png`);

/**
 * Every picture a Markdown page shows (`<img src>` and `![alt](src)`), as `{ src, alt }`; not those in
 * code blocks and spans, which are markup quoted, not pictures of the page.
 */
function picturesOf(page: string): Array<{ src: string; alt: string }> {
  const markdown = page.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  const html = [...markdown.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    src: /\bsrc="([^"]*)"/.exec(tag)?.[1] ?? '',
    alt: /\balt="([^"]*)"/.exec(tag)?.[1] ?? '',
  }));
  const markdownImages = [...markdown.matchAll(/!\[([^\]]*)\]\(([^)\s]+)/g)].map(
    ([, alt = '', src = '']) => ({
      src,
      alt,
    }),
  );
  return [...html, ...markdownImages];
}

const shown = PAGES.flatMap((page) =>
  picturesOf(readFileSync(join(ROOT, page), 'utf8')).map((picture) => ({
    page,
    alt: picture.alt,
    // From the repository's root, as the page's reader's links resolve it.
    path: relative(ROOT, resolve(ROOT, dirname(page), picture.src)),
  })),
);

it('shows only pictures the screenshot script makes, each with a text for those who cannot see it', () => {
  expect(shown.length).toBeGreaterThan(0);
  for (const { page, path, alt } of shown) {
    expect(MADE, `${page} shows ${path}`).toContain(path);
    expect(existsSync(join(ROOT, path)), `${page} shows ${path}, which is missing`).toBe(true);
    expect(alt.trim().length, `${page}: ${path} has no alt text`).toBeGreaterThan(10);
  }
});

it('has in docs/screenshots exactly the pictures the script makes, and README shows each of them', () => {
  expect(readdirSync(join(ROOT, SCREENSHOTS_DIR)).sort()).toEqual(
    SHOTS.map((shot) => `${shot.name}.png`).sort(),
  );
  const inReadme = new Set(
    shown.filter((picture) => picture.page === 'README.md').map((picture) => picture.path),
  );
  expect(MADE.filter((path) => !inReadme.has(path))).toEqual([]);
});
