// The RS256 key pair webhooks are signed with: made the first time it is needed (a webhook to sign, the
// public key asked for) and kept in the state (slice `webhookKeys`), so receivers configured with the public
// key keep verifying across restarts. Not made at start: an RSA key takes a few hundred milliseconds, which
// an emulator that sends no webhooks need not spend.
import { createPrivateKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { StateStore } from '../state/store.ts';

export interface WebhookKeys {
  publicKey: string;
  privateKey: string;
}

export function webhookKeys(state: StateStore): WebhookKeys {
  return state.slice<WebhookKeys>('webhookKeys', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return {
      publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
  });
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** A compact JWS (RS256) of `claims`. */
export function signJwt(claims: Record<string, unknown>, privateKeyPem: string | KeyObject): string {
  const key = typeof privateKeyPem === 'string' ? createPrivateKey(privateKeyPem) : privateKeyPem;
  const input = `${b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}`;
  return `${input}.${b64url(sign('sha256', Buffer.from(input), key))}`;
}
