// Whether a destination the shopper typed can be used: a country, a region where the country needs one
// (regions.ts), a plausible postal code. Loaded with the cart's UI (ShipTo.tsx), not on the first load.
import type { Destination } from './destination.ts';
import { regionsOf } from './regions.ts';

/** Why a destination cannot be used: the field to fix and the reason's text key. */
export type DestinationProblem =
  | { field: 'country'; reason: 'country' }
  | { field: 'subdivision'; reason: 'region' }
  | { field: 'postalCode'; reason: 'postalCode' };

/** Postal codes the widget can check without asking anyone; elsewhere any short code of letters and digits. */
const POSTAL_PATTERNS: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  FR: /^\d{5}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
};
const ANY_POSTAL = /^[A-Z0-9][A-Z0-9 -]{0,11}$/i;

/** The destination as the shopper typed it, trimmed; or the first problem with it, for that field. */
export function checkDestination(input: {
  country: string;
  subdivision?: string | undefined;
  postalCode?: string | undefined;
}): Destination | DestinationProblem {
  const country = input.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return { field: 'country', reason: 'country' };
  const regions = regionsOf(country);
  const subdivision = input.subdivision?.trim() ?? '';
  if (regions && !regions.some((r) => r.code === subdivision))
    return { field: 'subdivision', reason: 'region' };
  const postalCode = input.postalCode?.trim().replace(/\s+/g, ' ') ?? '';
  if (postalCode && !(POSTAL_PATTERNS[country] ?? ANY_POSTAL).test(postalCode))
    return { field: 'postalCode', reason: 'postalCode' };
  return {
    country,
    ...(regions ? { subdivision } : {}),
    ...(postalCode ? { postalCode: postalCode.toUpperCase() } : {}),
  };
}

export const isProblem = (checked: Destination | DestinationProblem): checked is DestinationProblem =>
  'reason' in checked;
