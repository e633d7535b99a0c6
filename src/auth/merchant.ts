// Merchant requests, with the API key as Authorization. Only the admin client (`dropcart/admin`) has a key;
// on a storefront client a merchant call is refused before anything is sent.
import { ElevationRequiredError } from '../errors/elevation-required-error.ts';
import type { WireRequest } from '../http/send.ts';
import type { SessionCore } from './session.ts';

/** The API key, or an ElevationRequiredError naming the operation. */
export function requireApiKey(core: SessionCore, operation: string): string {
  if (!core.apiKey) throw new ElevationRequiredError(operation);
  return core.apiKey;
}

/** A merchant request: the API key as Authorization; an ElevationRequiredError without one. */
export const merchantCall = <T>(
  core: SessionCore,
  operation: string,
  req: Omit<WireRequest, 'authorization'>,
): Promise<T> => core.send<T>(req, requireApiKey(core, operation));
