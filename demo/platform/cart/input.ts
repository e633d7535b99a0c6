// Small request readers shared by the cart routes.
import { isObj } from '../catalog/json.ts';
import { validationError, violation } from '../http/errors.ts';
import type { DeliveryChoice } from './types.ts';

/** The channel types create-checkout accepts (protocol §6.1). */
export const CHANNEL_TYPES = [
  'WEB',
  'POS',
  'EBAY',
  'AMAZON',
  'OTHER_PLATFORM',
  'WIX_APP_STORE',
  'WIX_INVOICES',
  'BACKOFFICE_MERCHANT',
  'WISH',
  'CLASS_PASS',
  'GLOBAL_E',
  'FACEBOOK',
  'ETSY',
  'TIKTOK',
  'FAIRE_COM',
];

export function readShippingChoice(input: unknown, field: string): DeliveryChoice | undefined {
  if (input === undefined || input === null) return undefined;
  if (!isObj(input) || typeof input.code !== 'string' || !input.code)
    throw validationError([violation(`${field}.code`, 'is required', 'REQUIRED_FIELD')]);
  return { code: input.code, ...(typeof input.carrierId === 'string' ? { carrierId: input.carrierId } : {}) };
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A business location id (`@format GUID` in both generations' typings); absent when not given. */
export function readLocationId(input: unknown, field: string): string | undefined {
  if (input === undefined || input === null) return undefined;
  if (typeof input !== 'string' || !GUID.test(input))
    throw validationError([violation(field, 'must be a GUID (a business location id)', 'FORMAT')]);
  return input;
}
