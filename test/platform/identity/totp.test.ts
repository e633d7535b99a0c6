// The authenticator-app codes the emulator accepts are RFC 6238's: its appendix B vectors (SHA-1, the
// 20-byte ASCII secret "12345678901234567890"), and a window of one 30-second step either way.
import { describe, expect, it } from 'vitest';
import { base32Decode, hotp, totp, totpMatches } from '../../../demo/platform/identity/totp.ts';

const RFC_SECRET = Buffer.from('12345678901234567890');
// base32 of the same secret, as an authenticator app would be given it.
const RFC_SECRET_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('HOTP and TOTP', () => {
  it('computes RFC 4226 appendix D', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(RFC_SECRET, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
  });

  it('computes RFC 6238 appendix B (8 digits, SHA-1)', () => {
    expect(totp(RFC_SECRET, 59_000, 8)).toBe('94287082');
    expect(totp(RFC_SECRET, 1_111_111_109_000, 8)).toBe('07081804');
    expect(totp(RFC_SECRET, 1_234_567_890_000, 8)).toBe('89005924');
    expect(totp(RFC_SECRET, 20_000_000_000_000, 8)).toBe('65353130');
  });

  it('reads the base32 secret an app is given', () => {
    expect(base32Decode(RFC_SECRET_BASE32)).toEqual(RFC_SECRET);
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_SECRET);
  });

  it('accepts the code of the step before and after, and no further', () => {
    const now = 1_234_567_890_000;
    const at = (ms: number) => totp(RFC_SECRET, ms);
    expect(totpMatches(RFC_SECRET_BASE32, at(now), now)).toBe(true);
    expect(totpMatches(RFC_SECRET_BASE32, at(now - 30_000), now)).toBe(true);
    expect(totpMatches(RFC_SECRET_BASE32, at(now + 30_000), now)).toBe(true);
    expect(totpMatches(RFC_SECRET_BASE32, at(now - 60_000), now)).toBe(false);
    expect(totpMatches(RFC_SECRET_BASE32, at(now + 60_000), now)).toBe(false);
    expect(totpMatches(RFC_SECRET_BASE32, '', now)).toBe(false);
  });
});
