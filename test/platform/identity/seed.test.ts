// The seeded members' password hashes are kept in the seed (seed.ts) rather than made at each start: each
// must be a hash of the password docs/emulator.md gives for that member.
import { describe, expect, it } from 'vitest';
import { passwordMatches } from '../../../demo/platform/identity/password.ts';
import { seedMembers } from '../../../demo/platform/identity/seed.ts';

const DOCUMENTED: Record<string, string> = {
  'ada@example.com': 'lovelace-1815',
  'grace@example.com': 'hopper-1906',
  'alan@example.com': 'turing-1912',
  'mary@example.com': 'jackson-1921',
  'katherine@example.com': 'johnson-1918',
};

describe('the seeded members', () => {
  it('are the documented ones, each with a hash of the documented password and of no other', () => {
    const members = seedMembers(Date.parse('2026-01-01T00:00:00Z'));
    expect(members.map((m) => m.email).sort()).toEqual(Object.keys(DOCUMENTED).sort());
    for (const member of members) {
      expect(member.passwordHash).toMatch(/^scrypt\$/);
      expect(passwordMatches(DOCUMENTED[member.email] ?? '', member.passwordHash)).toBe(true);
      expect(passwordMatches(`${DOCUMENTED[member.email]}x`, member.passwordHash)).toBe(false);
    }
  });
});
