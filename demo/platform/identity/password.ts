// Passwords are stored as `scrypt$<salt>$<hash>` (node:crypto scrypt, 16-byte random salt), never in clear.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16).toString('base64url');
  const hash = scryptSync(password, salt, KEY_LENGTH).toString('base64url');
  return `scrypt$${salt}$${hash}`;
}

export function passwordMatches(password: string, stored: string | undefined): boolean {
  const [scheme, salt, hash] = stored?.split('$') ?? [];
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, salt, KEY_LENGTH);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The platform's rule for new passwords, shared by register, change-password, recovery and the hosted pages. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 6) return 'must be at least 6 characters long';
  if (password.length > 100) return 'must be at most 100 characters long';
  return undefined;
}
