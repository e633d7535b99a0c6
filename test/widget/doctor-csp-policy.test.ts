// The setup doctor reads a Content-Security-Policy as the browser enforces it (CSP Level 3 source
// matching), to say which entry the widget's files, requests, frame or images lack.
import { describe, expect, it } from 'vitest';
import { allows, governing, parsePolicies, parsePolicy } from '../../widget/doctor/csp-policy.ts';

const page = new URL('https://shop.example/products/mug');
const check = (policy: string, directive: Parameters<typeof allows>[1], url: string) =>
  allows(parsePolicy(policy), directive, new URL(url), page);

describe('the doctor’s reading of a Content-Security-Policy', () => {
  it('allows what no directive governs, and falls back to default-src (frame-src through child-src)', () => {
    expect(check("img-src 'self'", 'connect-src', 'https://www.wixapis.com/x')).toBe(true);
    expect(check("default-src 'self'", 'connect-src', 'https://www.wixapis.com/x')).toBe(false);
    expect(
      check(
        "default-src 'self'; connect-src https://www.wixapis.com",
        'connect-src',
        'https://www.wixapis.com/x',
      ),
    ).toBe(true);
    expect(governing(parsePolicy("default-src 'none'; child-src https://a.example"), 'frame-src')).toBe(
      'child-src',
    );
    expect(check("default-src 'none'; child-src https://a.example", 'frame-src', 'https://a.example/f')).toBe(
      true,
    );
  });

  it("matches 'self', 'none', schemes and hosts with wildcards, ports and paths", () => {
    expect(check("connect-src 'self'", 'connect-src', 'https://shop.example/api')).toBe(true);
    expect(check("connect-src 'self'", 'connect-src', 'https://shop.example:8443/api')).toBe(false);
    expect(check("connect-src 'none'", 'connect-src', 'https://shop.example/api')).toBe(false);
    expect(check('connect-src https:', 'connect-src', 'https://any.example/')).toBe(true);
    expect(check('connect-src *.wixapis.com', 'connect-src', 'https://www.wixapis.com/x')).toBe(true);
    expect(check('connect-src *.wixapis.com', 'connect-src', 'https://wixapis.com/x')).toBe(false);
    expect(check('connect-src http://127.0.0.1:4010', 'connect-src', 'http://127.0.0.1:4010/x')).toBe(true);
    expect(check('connect-src http://127.0.0.1:4010', 'connect-src', 'http://127.0.0.1:4011/x')).toBe(false);
    expect(check('connect-src http://127.0.0.1:*', 'connect-src', 'http://127.0.0.1:4011/x')).toBe(true);
    expect(check('connect-src http://127.0.0.1', 'connect-src', 'http://127.0.0.1:4010/x')).toBe(false);
    // A folder allows what is under it; a file only itself.
    expect(
      check(
        'script-src https://cdn.example/dropcart/',
        'script-src-elem',
        'https://cdn.example/dropcart/widget/a.js',
      ),
    ).toBe(true);
    expect(
      check(
        'script-src https://cdn.example/dropcart/loader.js',
        'script-src-elem',
        'https://cdn.example/dropcart/widget/a.js',
      ),
    ).toBe(false);
    expect(
      check(
        "script-src 'nonce-abc' 'strict-dynamic'",
        'script-src-elem',
        'https://cdn.example/dropcart/widget/a.js',
      ),
    ).toBe(true);
  });

  it('reads each policy of a header that sends several, and the first of a repeated directive', () => {
    const policies = parsePolicies("connect-src https://a.example, connect-src 'self'");
    expect(policies).toHaveLength(2);
    expect(policies.every((p) => allows(p, 'connect-src', new URL('https://a.example/x'), page))).toBe(false);
    expect(
      check("connect-src https://a.example; connect-src 'self'", 'connect-src', 'https://shop.example/x'),
    ).toBe(false);
  });
});
