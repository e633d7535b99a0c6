// `cartInfo.contactInfo` of PATCH /ecom/v1/carts/current: the buyer's address and contact details. The
// address also becomes the destination of estimates that give none.
import { isObj } from '../catalog/json.ts';
import { type FieldViolation, validationError, violation } from '../http/errors.ts';
import { readAddress } from './address.ts';
import type { ContactInfo } from './types.ts';

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
