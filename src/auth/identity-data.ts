// Identity answers as data (spec §3 "Identity response"): dates become Dates and custom values' numbers
// numbers, at the paths the official SDK's response transforms name (@wix/auto_sdk_identity_authentication
// `build/cjs/index.js`: `identity.createdDate`, `identity.updatedDate`,
// `identity.identityProfile.customFields.value.{dateValue,numValue}`, `additionalData.*.{dateValue,numValue}`).
import { convertPaths, toDate, toNumber } from '../http/values.ts';
import type { CustomFieldValue, Identity } from '../types/identity.ts';

const IDENTITY_DATES = ['createdDate', 'updatedDate', 'identityProfile.customFields.value.dateValue'];
const IDENTITY_NUMBERS = ['identityProfile.customFields.value.numValue'];

/** The wire identity, converted in place. */
export function identityFromWire(identity: unknown): Identity {
  convertPaths(identity, IDENTITY_DATES, toDate);
  convertPaths(identity, IDENTITY_NUMBERS, toNumber);
  return identity as Identity;
}

/** The wire `additionalData` (a map of custom values), converted in place. */
export function additionalDataFromWire(data: unknown): Record<string, CustomFieldValue> {
  if (typeof data === 'object' && data !== null)
    for (const value of Object.values(data)) {
      convertPaths(value, ['dateValue'], toDate);
      convertPaths(value, ['numValue'], toNumber);
    }
  return data as Record<string, CustomFieldValue>;
}
