import { createHash } from 'node:crypto';

/** RFC 7636 verifier: 43 to 128 characters of A-Z a-z 0-9 - . _ ~ */
export const isCodeVerifier = (verifier: string): boolean => /^[A-Za-z0-9\-._~]{43,128}$/.test(verifier);

/** S256: base64url, without padding, of SHA-256 of the verifier. */
export const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');
