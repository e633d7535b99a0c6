// What a signed-out first visit fetches on its way to its first added line (issue 32, design.md §4: boot
// carries only what every page load or a first add needs). The member session's code (the sign-in calls
// and flows) loads when a sign-in or a lost member session asks for it (members-session.test.ts,
// silent-restore-sites.test.ts), never for a visitor who has not signed in; the words for a sign-in's own
// failures (identity's codes) with the sign-in panel. Needs `npm run build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { hasCodeOf } from './support/built-files.ts';
import { PRODUCTS } from './support/emulator.ts';
import { DIST } from './support/store.ts';
import { useStore } from './support/use-store.ts';
import { buyButtons, cartDrawer } from './support/widget.ts';

const store = useStore();

it('fetches none of the member session code for a signed-out first visit and its first added line', async () => {
  const page = await (await store.newContext()).newPage();
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/dropcart/widget/')) fetched.push(pathname.split('/').pop() ?? '');
  });
  await page.addInitScript(() =>
    document.addEventListener('dropcart:ready', () => {
      (window as { booted?: boolean }).booted = true;
    }),
  );
  await page.goto(store.url('/'));
  // Boot is over (its session step ran before `ready`): what it fetched is in.
  await page.waitForFunction(() => (window as { booted?: boolean }).booted === true);
  await buyButtons(page, PRODUCTS.mug.id).first().click();
  const drawer = cartDrawer(page);
  await drawer.getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
  await expect.poll(() => drawer.locator('li.line[data-pending="true"]').count()).toBe(0);

  expect(fetched.length).toBeGreaterThan(1);
  // The sign-in calls and flows, the read of a member's name, and the page load's resume of a session
  // with its words (nothing to finish or restore here).
  for (const source of [
    'widget/session/controller.ts',
    'widget/session/member-name.ts',
    'widget/session/resume.ts',
  ])
    expect(fetched.filter((file) => hasCodeOf(file, source))).toEqual([]);
  // Identity's refusals (a wrong code, a blocked member): only a sign-in meets them.
  const code = (file: string) => readFileSync(join(DIST, 'widget', file), 'utf8');
  expect(fetched.filter((file) => /MEMBER_BLOCKED|INVALID_VERIFICATION_CODE/.test(code(file)))).toEqual([]);
  // The renewal lock's lease in localStorage: Chromium has Web Locks.
  expect(fetched.filter((file) => code(file).includes('.lease`'))).toEqual([]);
  // createClient's refusals of a developer's options: mount() checks the widget's own.
  expect(fetched.filter((file) => code(file).includes('createClient: '))).toEqual([]);
});
