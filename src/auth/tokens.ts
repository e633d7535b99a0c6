import type { Tokens } from '../types/tokens.ts';

export const emptyTokens = (): Tokens => ({
  accessToken: { value: '', expiresAt: 0 },
  refreshToken: { value: '', role: 'none' },
});

/** Whether an access token is usable at `nowMs`: present and `expiresAt` (seconds) not yet passed. */
export const accessTokenValid = (tokens: Tokens, nowMs: number): boolean =>
  tokens.accessToken.value !== '' && tokens.accessToken.expiresAt >= Math.floor(nowMs / 1000);

const ROLES: readonly string[] = ['none', 'visitor', 'member'];

/** Checks a value read back from storage; anything else is treated as no tokens. */
export function isTokens(value: unknown): value is Tokens {
  const t = value as Tokens | null;
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t.accessToken?.value === 'string' &&
    typeof t.accessToken.expiresAt === 'number' &&
    typeof t.refreshToken?.value === 'string' &&
    ROLES.includes(t.refreshToken.role)
  );
}

export const parseTokens = (text: string | null | undefined): Tokens => {
  if (!text) return emptyTokens();
  try {
    const value: unknown = JSON.parse(text);
    return isTokens(value) ? value : emptyTokens();
  } catch {
    return emptyTokens();
  }
};
