import type { MemberRecord } from './members.ts';

/**
 * The seeded test members (documented in docs/emulator.md). Ids are fixed so tests and the demo can name them.
 * Their password hashes were made once with `hashPassword` (password.ts) and are kept here, so a fresh
 * emulator does not spend three scrypt runs on starting (test/platform/identity/seed.test.ts checks them).
 * - ada@example.com / lovelace-1815: an ordinary active member, with a saved address (her contact's), so the
 *   checkout hand-off has one to pass on.
 * - grace@example.com / hopper-1906: must reset her password (login answers -19973).
 * - alan@example.com / turing-1912: has an EMAIL second factor (login answers MFA_CHALLENGE, code in the outbox).
 */
export function seedMembers(now: number): MemberRecord[] {
  const stamp = new Date(now).toISOString();
  const base = {
    status: 'ACTIVE' as const,
    statusReasons: [],
    emailVerified: true,
    passwordResetRequired: false,
    createdDate: stamp,
    updatedDate: stamp,
    revision: 1,
  };
  return [
    {
      ...base,
      id: '0a6a1c1e-0000-4000-8000-00000000ada1',
      contactId: '0a6a1c1e-0000-4000-8000-0000000c0ada',
      email: 'ada@example.com',
      passwordHash: 'scrypt$XNFXxQVe4H34kl1_YZ05nw$GcdQhZF2JNh8gieOtLf2iZkjXRZh1WJmI9mgSRA7bJY',
      profile: { firstName: 'Ada', lastName: 'Lovelace', nickname: 'ada' },
      addresses: [
        {
          id: '0a6a1c1e-0000-4000-8000-0000000adda1',
          addressLine: "12 St James's Square",
          city: 'London',
          subdivision: 'GB-WSM',
          country: 'GB',
          postalCode: 'SW1Y 4JH',
        },
      ],
    },
    {
      ...base,
      id: '0a6a1c1e-0000-4000-8000-000000009ace',
      contactId: '0a6a1c1e-0000-4000-8000-0000000c9ace',
      email: 'grace@example.com',
      passwordHash: 'scrypt$kcuN5FH8kC-kd0EN85iRMA$DmgxciTrmjM2l82RuAxp_jjjKxkScqgO8k8_MmTjW3A',
      passwordResetRequired: true,
      profile: { firstName: 'Grace', lastName: 'Hopper', nickname: 'grace' },
    },
    {
      ...base,
      id: '0a6a1c1e-0000-4000-8000-000000000a1a',
      contactId: '0a6a1c1e-0000-4000-8000-0000000c0a1a',
      email: 'alan@example.com',
      passwordHash: 'scrypt$bl-3u9z-QUARuTw3FJGj4w$y1wsXkE8i_Rv7Twe5Ajz2EN6VfqZmt-PwDZGceKxAdA',
      mfaFactor: 'EMAIL',
      profile: { firstName: 'Alan', lastName: 'Turing', nickname: 'alan' },
    },
  ];
}
