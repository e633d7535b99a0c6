// Passwords are stored as `scrypt$<salt>$<hash>` (node:crypto scrypt, 16-byte random salt), never in clear.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { type FieldViolation, violation } from '../http/errors.ts';

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

/**
 * The platform's rule for new passwords, shared by register, change-password, recovery and the hosted pages:
 * the violation of `field`, with the rule broken (`MIN_LENGTH`, `MAX_LENGTH`) and `data.type` `PASSWORD` as
 * the identity API marks its fields.
 */
export function passwordViolation(password: string, field = 'password'): FieldViolation | undefined {
  const data = { type: 'PASSWORD' };
  if (password.length < 6) return violation(field, 'must be at least 6 characters long', 'MIN_LENGTH', data);
  if (password.length > 100)
    return violation(field, 'must be at most 100 characters long', 'MAX_LENGTH', data);
  return undefined;
}
