// PKCE (RFC 7636) with WebCrypto only: verifiers from the unreserved alphabet, S256 challenges.
import { bytesToBase64Url } from '../http/base64.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

function checkLength(length: number): void {
  if (!Number.isInteger(length) || length < 43 || length > 128)
    throw new RangeError(`PKCE code verifier: expected a length between 43 and 128, got ${length}`);
}

/** A random code verifier of `length` characters from `A-Z a-z 0-9 - . _ ~`. */
export function createCodeVerifier(length = 43, crypto: Crypto = globalThis.crypto): string {
  checkLength(length);
  let out = '';
  // Rejection sampling: bytes at or above 198 (3 × 66) would favour the first characters.
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 198 && out.length < length) out += ALPHABET[byte % 66];
    }
  }
  return out;
}

/** base64url (no padding) of SHA-256 of the verifier: the S256 code challenge. */
export async function createCodeChallenge(
  verifier: string,
  crypto: Crypto = globalThis.crypto,
): Promise<string> {
  if (!VERIFIER.test(verifier)) {
    checkLength(verifier.length);
    throw new TypeError('PKCE code verifier: only A-Z a-z 0-9 - . _ ~ are allowed');
  }
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return bytesToBase64Url(new Uint8Array(digest));
}
