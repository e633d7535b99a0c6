import type { MemberRecord } from './members.ts';

/**
 * The seeded test members (documented in docs/emulator.md). Ids are fixed so tests and the demo can name them.
 * Their password hashes were made once with `hashPassword` (password.ts) and are kept here, so a fresh
 * emulator does not spend three scrypt runs on starting (test/platform/identity/seed.test.ts checks them).
 * - ada@example.com / lovelace-1815: an ordinary active member, with a saved address (her contact's), so the
 *   checkout hand-off has one to pass on.
 * - grace@example.com / hopper-1906: must reset her password (login answers -19973).
 * - alan@example.com / turing-1912: has an EMAIL second factor (login answers MFA_CHALLENGE, code in the outbox).
 * - mary@example.com / jackson-1921: every second factor, SMS first (codes by text and call in the outbox, TOTP
 *   from MARY_TOTP_SECRET, push approved at POST /_emulator/push).
 * - katherine@example.com / johnson-1918: an authenticator app (TOTP) only; her SMS factor must be enrolled
 *   again and her call factor was never activated, and the emulator calls her sign-ins high-risk.
 */
/** The base32 secret of Mary's and Katherine's authenticator apps (documented, so a demo can add it to one). */
export const MARY_TOTP_SECRET = 'I2DUOXGFV6QKOBXKUWNAY2WPZSRYMO6V';
export const KATHERINE_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

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
      factors: [{ id: '0a6a1c1e-0000-4000-8000-0000000fa1a1', type: 'EMAIL', status: 'ACTIVE' }],
      profile: { firstName: 'Alan', lastName: 'Turing', nickname: 'alan' },
    },
    {
      ...base,
      id: '0a6a1c1e-0000-4000-8000-00000000bed1',
      contactId: '0a6a1c1e-0000-4000-8000-0000000cbed1',
      email: 'mary@example.com',
      passwordHash: 'scrypt$Qimw0WlepxkwRtmS8CPKwQ$lmS_YSexCwNMFQwJ4TvUpdK3m-CnLEocv4ov22ReiYc',
      factors: [
        { id: '0a6a1c1e-0000-4000-8000-0000000fbed1', type: 'SMS', status: 'ACTIVE', phone: '+15550101921' },
        { id: '0a6a1c1e-0000-4000-8000-0000000fbed2', type: 'CALL', status: 'ACTIVE', phone: '+15550101921' },
        { id: '0a6a1c1e-0000-4000-8000-0000000fbed3', type: 'EMAIL', status: 'ACTIVE' },
        {
          id: '0a6a1c1e-0000-4000-8000-0000000fbed4',
          type: 'TOTP',
          status: 'ACTIVE',
          totpSecret: MARY_TOTP_SECRET,
        },
        {
          id: '0a6a1c1e-0000-4000-8000-0000000fbed5',
          type: 'PUSH',
          status: 'ACTIVE',
          device: 'Mary’s phone',
        },
      ],
      profile: { firstName: 'Mary', lastName: 'Jackson', nickname: 'mary' },
    },
    {
      ...base,
      id: '0a6a1c1e-0000-4000-8000-00000000ca71',
      contactId: '0a6a1c1e-0000-4000-8000-0000000cca71',
      email: 'katherine@example.com',
      passwordHash: 'scrypt$oQST3Hysf654hRPKexI1WQ$Tild9URn43-lL_6n61PhNpQwIhtx89sEwKDDQ4e0Aew',
      factors: [
        {
          id: '0a6a1c1e-0000-4000-8000-0000000fca71',
          type: 'SMS',
          status: 'REQUIRE_REENROLL',
          phone: '+15550101918',
        },
        {
          id: '0a6a1c1e-0000-4000-8000-0000000fca72',
          type: 'CALL',
          status: 'INACTIVE',
          phone: '+15550101918',
        },
        {
          id: '0a6a1c1e-0000-4000-8000-0000000fca73',
          type: 'TOTP',
          status: 'ACTIVE',
          totpSecret: KATHERINE_TOTP_SECRET,
        },
      ],
      mfaReason: 'HIGH_RISK_LOGIN',
      profile: { firstName: 'Katherine', lastName: 'Johnson', nickname: 'katherine' },
    },
  ];
}
