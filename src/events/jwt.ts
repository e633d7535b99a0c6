// RS256 JWT verification with WebCrypto (protocol §9.1): importKey('spki') of the platform's public key.
import { EventError } from '../errors/event-error.ts';
import { base64ToText } from '../http/base64.ts';
import { resolvePlatform } from '../platform.ts';

const padded = (b64url: string) => {
  const b64 = b64url.replace(/-/g, '+').replace(/_/g, '/');
  return b64 + '='.repeat((4 - (b64.length % 4)) % 4);
};

const bytesOf = (b64url: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(padded(b64url)), (c) => c.charCodeAt(0));

/** A PEM (recognised by its newline) or a base64-encoded PEM, to the DER bytes of the key. */
function pemToDer(publicKey: string): Uint8Array<ArrayBuffer> {
  const pem = publicKey.includes('\n') ? publicKey : base64ToText(publicKey.trim());
  const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
}

export interface VerifyOptions {
  /** @default the platform's (src/platform.ts): globalThis.crypto */
  crypto?: Crypto;
  /** Milliseconds since the epoch, for `exp` and `nbf`. @default the platform's clock: Date.now() */
  now?: number;
}

/** Verifies the signature (and `exp`/`nbf` when present) and returns the JWT's payload. */
export async function verifyJwt(
  token: string,
  publicKey: string,
  options: VerifyOptions = {},
): Promise<Record<string, unknown>> {
  const crypto = options.crypto ?? resolvePlatform().crypto;
  const parts = token.trim().split('.');
  if (parts.length !== 3) throw new EventError('The webhook body is not a JWT', 'MALFORMED_EVENT');
  const [header = '', payload = '', signature = ''] = parts;
  let alg: unknown;
  let claims: Record<string, unknown>;
  try {
    alg = (JSON.parse(new TextDecoder().decode(bytesOf(header))) as { alg?: unknown }).alg;
    claims = JSON.parse(new TextDecoder().decode(bytesOf(payload))) as Record<string, unknown>;
  } catch (cause) {
    throw new EventError('The webhook JWT could not be decoded', 'MALFORMED_EVENT', { cause });
  }
  if (alg !== 'RS256') throw new EventError(`Unexpected JWT algorithm: ${String(alg)}`, 'INVALID_SIGNATURE');
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey(
      'spki',
      pemToDer(publicKey),
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['verify'],
    );
  } catch (cause) {
    throw new EventError('The public key is not an RSA SPKI PEM', 'INVALID_SIGNATURE', { cause });
  }
  const valid = await crypto.subtle.verify(
    'RSASSA-PKCS1-v1_5',
    key,
    bytesOf(signature),
    new TextEncoder().encode(`${header}.${payload}`),
  );
  if (!valid) throw new EventError('The webhook signature is not valid', 'INVALID_SIGNATURE');
  const nowSeconds = Math.floor((options.now ?? resolvePlatform().now()) / 1000);
  if (typeof claims.exp === 'number' && claims.exp < nowSeconds)
    throw new EventError('The webhook JWT has expired', 'INVALID_SIGNATURE');
  if (typeof claims.nbf === 'number' && claims.nbf > nowSeconds)
    throw new EventError('The webhook JWT is not valid yet', 'INVALID_SIGNATURE');
  return claims;
}
