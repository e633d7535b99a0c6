// Which platform addresses the widget follows (issue #18, hole 10); the browser test hostile-urls.test.ts
// shows the shopper's side. A fake window records where it was sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateToHostedPage, UNSAFE_URL } from '../../widget/navigation.ts';

function fakeWindow() {
  const assigned: string[] = [];
  return {
    win: { location: { assign: (url: string) => assigned.push(url) } } as unknown as Window,
    assigned,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('navigateToHostedPage', () => {
  it.each([
    [
      'the emulator on http, its own origin',
      'http://localhost:5100',
      'http://localhost:5100/_hosted/checkout?x=1',
    ],
    [
      'the live API, a hosted page on https elsewhere',
      'https://www.wixapis.com',
      'https://shop.example.com/checkout',
    ],
    [
      'the live API, its own origin',
      'https://www.wixapis.com',
      'https://www.wixapis.com/_api/oauth2/authorize',
    ],
  ])('follows %s', (_what, apiBase, url) => {
    const { win, assigned } = fakeWindow();
    navigateToHostedPage(win, url, apiBase, 'checkout');
    expect(assigned).toEqual([url]);
  });

  it.each([
    ['javascript:', 'https://www.wixapis.com', 'javascript:alert(1)', 'the scheme "javascript:"'],
    ['data:', 'https://www.wixapis.com', 'data:text/html,hi', 'the scheme "data:"'],
    ['blob:', 'https://www.wixapis.com', 'blob:https://www.wixapis.com/1', 'the scheme "blob:"'],
    ['http elsewhere', 'https://www.wixapis.com', 'http://shop.example.com/checkout', 'the scheme "http:"'],
    ['another origin of an http API', 'http://localhost:5100', 'https://evil.example/', "not the API's own"],
    ['a user name in it', 'https://www.wixapis.com', 'https://www.wixapis.com@evil.example/', 'user name'],
    ['a relative address', 'https://www.wixapis.com', '/checkout', 'not an absolute URL'],
    ['no address', 'https://www.wixapis.com', undefined, 'no address'],
  ])('refuses %s: says why, throws UNSAFE_URL, goes nowhere', (_what, apiBase, url, cause) => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((text: string) => errors.push(text));
    const { win, assigned } = fakeWindow();
    expect(() => navigateToHostedPage(win, url, apiBase, 'sign-out')).toThrow(
      expect.objectContaining({ code: UNSAFE_URL }),
    );
    expect(assigned).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("[dropcart] the platform's sign-out address was not followed");
    expect(errors[0]).toContain(cause);
  });
});
