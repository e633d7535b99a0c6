// Signs webhook JWTs the way the platform does (RS256 over `{data: "<JSON string>"}`), with a key pair
// made for the test, so verification and decoding run on real signatures.

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const b64urlText = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

export interface Signer {
  publicKeyPem: string;
  sign(claims: Record<string, unknown>, header?: Record<string, unknown>): Promise<string>;
  /** A webhook JWT for one event, with the envelope of protocol §9.1. */
  webhook(eventType: string, body: unknown, extra?: Record<string, unknown>): Promise<string>;
}

export async function createSigner(): Promise<Signer> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const base64 = Buffer.from(spki).toString('base64');
  const publicKeyPem = `-----BEGIN PUBLIC KEY-----\n${base64.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----\n`;
  const sign = async (
    claims: Record<string, unknown>,
    header: Record<string, unknown> = { alg: 'RS256', typ: 'JWT' },
  ) => {
    const input = `${b64urlText(JSON.stringify(header))}.${b64urlText(JSON.stringify(claims))}`;
    const signature = await crypto.subtle.sign(
      'RSASSA-PKCS1-v1_5',
      pair.privateKey,
      new TextEncoder().encode(input),
    );
    return `${input}.${b64url(new Uint8Array(signature))}`;
  };
  return {
    publicKeyPem,
    sign,
    webhook: (eventType, body, extra = {}) =>
      sign({
        data: JSON.stringify({
          data: JSON.stringify(body),
          instanceId: 'inst-1',
          eventType,
          identity: JSON.stringify({ identityType: 'MEMBER', memberId: 'm-1' }),
          accountInfo: { siteId: 'site-1' },
          ...extra,
        }),
      }),
  };
}
