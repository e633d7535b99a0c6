// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The silent restore of a member whose tokens are gone (a "was signed in" hint without tokens) runs in
// the background: it holds nothing up, says nothing, gives up after SILENT_TIMEOUT_MS on the injected
// clock, and keeps the hint when nothing answered (a blocked frame is no proof the member signed out).
import { describe, expect, it, vi } from 'vitest';
import { SILENT_TIMEOUT_MS } from '../../widget/session/silent-sign-in.ts';
import { usePlatform } from '../support/platform.ts';
import { mountWidget, testClock } from './support.ts';

const platform = usePlatform();
const HINT_KEY = 'dropcart:demo:member';

describe('the silent restore', () => {
  it('keeps the hint when the frame never answers, and never blocks the sign-in panel meanwhile', async () => {
    localStorage.setItem(HINT_KEY, JSON.stringify({ name: 'Ada Lovelace' }));
    const clock = testClock();
    const { api, view, shadow } = mountWidget(platform.current.url, { platform: clock });
    // happy-dom loads no frame: the attempt waits for an answer that never comes.
    await vi.waitFor(() => expect(shadow.querySelector('iframe')).not.toBeNull());
    await api.login();
    const submit = await view.findByRole('button', { name: 'Sign in' });
    expect(submit.hasAttribute('disabled')).toBe(false);

    await clock.advance(SILENT_TIMEOUT_MS - 1);
    expect(shadow.querySelector('iframe')).not.toBeNull();
    await clock.advance(1);
    await vi.waitFor(() => expect(shadow.querySelector('iframe')).toBeNull());
    expect(localStorage.getItem(HINT_KEY)).toBe(JSON.stringify({ name: 'Ada Lovelace' }));
    expect(await api.getSession()).toMatchObject({ signedIn: false });
    // Quietly: no toast, no alert.
    expect(view.queryByRole('alert')).toBeNull();
    expect(shadow.querySelector('.toast')).toBeNull();
  });
});
