// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// A page load that has a sign-in to finish (here the platform's `wixMemberLoggedIn` mark of a sign-in made
// elsewhere) loads the sign-in flows' code for it (session/on-demand.ts `resumeNeeded`). When that code
// cannot come (offline, or a deploy replaced the files), the shopper is told in the words boot has, not
// left wondering why they are not signed in, and the page's developer is told why on the console.
import { afterEach, expect, it, vi } from 'vitest';
import { usePlatform } from '../support/platform.ts';
import { mountWidget } from './support.ts';

vi.mock('../../widget/session/controller.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const platform = usePlatform();
afterEach(() => history.replaceState(null, '', '/shop/'));

it('tells the shopper when the code that finishes a sign-in does not load', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  history.replaceState(null, '', '/shop/?wixMemberLoggedIn=true');
  const { view } = mountWidget(platform.current.url);
  expect(await view.findByText('The store could not be reached. Please try again.')).toBeTruthy();
  expect(logged).toHaveBeenCalledWith(
    '[dropcart] the sign-in could not be finished: its code did not load',
    expect.any(Error),
  );
  logged.mockRestore();
});
