// `cartInfo.contactInfo` of PATCH /ecom/v1/carts/current: the buyer's address and contact details, stored
// as the cart's delivery address and buyer details (what V2 calls `deliveryInfo.address` and `customerInfo`).
// The address also becomes the destination of estimates that give none.
import { isObj } from '../catalog/json.ts';
import { type FieldViolation, validationError, violation } from '../http/errors.ts';
import { readAddress } from './address.ts';
import type { Address, BuyerDetails } from './types.ts';

export interface ContactInfo {
  address?: Address;
  contactDetails?: Omit<BuyerDetails, 'email' | 'vatId'>;
}

const DETAILS = ['firstName', 'lastName', 'phone', 'company'] as const;

export function readContactInfo(input: unknown, field: string): ContactInfo | undefined {
  if (input === undefined || input === null) return undefined;
  if (!isObj(input)) throw validationError([violation(field, 'must be an object', 'FORMAT')]);
  const address = readAddress(input.address, `${field}.address`);
  const problems: FieldViolation[] = [];
  const details: NonNullable<ContactInfo['contactDetails']> = {};
  if (input.contactDetails !== undefined && input.contactDetails !== null) {
    if (!isObj(input.contactDetails))
      problems.push(violation(`${field}.contactDetails`, 'must be an object', 'FORMAT'));
    else
      for (const key of DETAILS) {
        const v = input.contactDetails[key];
        if (v === undefined || v === null) continue;
        if (typeof v !== 'string' || v.length > 100)
          problems.push(
            violation(
              `${field}.contactDetails.${key}`,
              'must be a string of at most 100 characters',
              'MAX_LENGTH',
            ),
          );
        else details[key] = v;
      }
  }
  if (problems.length) throw validationError(problems);
  return {
    ...(address ? { address } : {}),
    ...(Object.keys(details).length ? { contactDetails: details } : {}),
  };
}
