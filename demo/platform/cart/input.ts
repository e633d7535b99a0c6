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
