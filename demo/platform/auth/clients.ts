import { applicationError } from '../http/errors.ts';
import type { OAuthClientConfig, PlatformConfig } from '../platform.ts';
import { originAllowed } from '../platform.ts';

/** The configured OAuth client with this id, or the platform's 400 naming the unknown id. */
export function requireClient(config: PlatformConfig, clientId: string): OAuthClientConfig {
  const client = config.clients.find((c) => c.clientId === clientId);
  if (!client)
    throw applicationError(400, 'INVALID_CLIENT', `Unknown OAuth client id ${JSON.stringify(clientId)}`, {
      clientId,
    });
  return client;
}

/** The origin of an absolute http(s) URL, or undefined for anything else. */
export function httpOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Throws a 400 naming `url` unless it is an absolute http(s) URL on an origin that `clients` allow.
 * `field` says where the URL came from, e.g. `callbacks.postFlowUrl`.
 */
export function requireAllowedUrl(clients: OAuthClientConfig[], url: string, field: string): string {
  const origin = httpOrigin(url);
  if (!origin)
    throw applicationError(
      400,
      'INVALID_URL',
      `${field} ${JSON.stringify(url)} is not an absolute http(s) URL`,
      {
        field,
        url,
      },
    );
  if (!clients.some((client) => originAllowed(client, origin)))
    throw applicationError(
      400,
      'URL_NOT_ALLOWED',
      `${field} ${JSON.stringify(url)} is not on an origin this OAuth client allows (${clients
        .flatMap((c) => c.allowedOrigins)
        .join(', ')})`,
      { field, url },
    );
  return url;
}
