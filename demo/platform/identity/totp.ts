// One-time passwords of authenticator apps: HOTP (RFC 4226) and TOTP (RFC 6238), HMAC-SHA1, 6 digits,
// 30-second steps, as the apps a member scans a QR code into use by default. Time is the emulator's clock,
// so a test that moves it moves the codes too.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The secret as an authenticator app is given it (RFC 4648 base32, padding and spaces ignored). */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new TypeError(`not base32: ${JSON.stringify(char)}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 §5.3: HMAC-SHA1 of the 8-byte counter, dynamically truncated to `digits` digits. */
export function hotp(secret: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238 §4: the HOTP of the number of whole steps since the Unix epoch. */
export function totp(secret: Buffer, nowMs: number, digits = TOTP_DIGITS): string {
  return hotp(secret, Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS), digits);
}

/**
 * Whether `code` is the TOTP of the step at `nowMs` or of the step before or after it (RFC 6238 §5.2: one
 * step either way for a phone's clock drift and the seconds it takes to type the code).
 */
export function totpMatches(secretBase32: string, code: string, nowMs: number): boolean {
  const given = Buffer.from(code.trim());
  const secret = base32Decode(secretBase32);
  const step = TOTP_STEP_SECONDS * 1000;
  return [-1, 0, 1].some((drift) => {
    const expected = Buffer.from(totp(secret, nowMs + drift * step));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
