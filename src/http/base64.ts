// UTF-8 aware base64 with the web platform's btoa/atob only (no Buffer: src/ runs in browsers too).

export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url of the UTF-8 bytes of `text`, without padding (the `.r` query form, protocol §2.2). */
export const textToBase64Url = (text: string): string => bytesToBase64Url(new TextEncoder().encode(text));

/**
 * Decodes standard or url-safe base64 into UTF-8 text. Input whose length is not a multiple of 4 is
 * rejected (spec §5), as is anything atob refuses.
 */
export function base64ToText(input: string): string {
  if (input.length % 4 !== 0)
    throw new TypeError(`Invalid base64: length ${input.length} is not a multiple of 4`);
  const binary = atob(input.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
