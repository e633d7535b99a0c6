import { describe, expect, it } from 'vitest';
import { createCodeChallenge, createCodeVerifier } from '../../src/index.ts';

describe('PKCE', () => {
  it('computes the RFC 7636 appendix B challenge', async () => {
    expect(await createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes 43-character verifiers from the unreserved alphabet by default', () => {
    const verifiers = Array.from({ length: 50 }, () => createCodeVerifier());
    for (const v of verifiers) expect(v).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect(new Set(verifiers).size).toBe(50);
  });

  it('accepts lengths 43 to 128 and names the expected length otherwise', () => {
    expect(createCodeVerifier(128)).toHaveLength(128);
    expect(createCodeVerifier(64)).toHaveLength(64);
    expect(() => createCodeVerifier(42)).toThrow('expected a length between 43 and 128, got 42');
    expect(() => createCodeVerifier(129)).toThrow('expected a length between 43 and 128, got 129');
    expect(() => createCodeVerifier(50.5)).toThrow(RangeError);
  });

  it('uses every character of the alphabet over many verifiers', () => {
    const seen = new Set(Array.from({ length: 200 }, () => createCodeVerifier(128)).join(''));
    expect(seen.size).toBe(66);
  });

  it('refuses to hash a verifier of the wrong length or with other characters', async () => {
    await expect(createCodeChallenge('short')).rejects.toThrow('expected a length between 43 and 128, got 5');
    await expect(createCodeChallenge(`${'a'.repeat(42)}!`)).rejects.toThrow('only A-Z a-z 0-9 - . _ ~');
  });

  it('gives a base64url challenge without padding', async () => {
    const challenge = await createCodeChallenge(createCodeVerifier());
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
