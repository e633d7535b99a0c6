// Reads a REST address (protocol §2.5: `addressLine`, not `addressLine1`) from a request.
import { isObj } from '../catalog/json.ts';
import { type FieldViolation, validationError, violation } from '../http/errors.ts';
import type { Address } from './types.ts';

export function readAddress(input: unknown, field: string): Address | undefined {
  if (input === undefined || input === null) return undefined;
  if (!isObj(input)) throw validationError([violation(field, 'must be an address object', 'FORMAT')]);
  const problems: FieldViolation[] = [];
  const country = typeof input.country === 'string' ? input.country.trim().toUpperCase() : '';
  if (!/^[A-Z]{2}$/.test(country))
    problems.push(
      violation(`${field}.country`, 'must be a two-letter country code such as US or DE', 'FORMAT'),
    );
  const address: Address = { country };
  for (const key of ['subdivision', 'city', 'postalCode', 'addressLine', 'addressLine2'] as const) {
    const v = input[key];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string' || v.length > 200)
      problems.push(violation(`${field}.${key}`, 'must be a string of at most 200 characters', 'FORMAT'));
    else address[key] = v;
  }
  const street = input.streetAddress;
  if (street !== undefined && street !== null) {
    if (!isObj(street) || typeof street.number !== 'string' || typeof street.name !== 'string')
      problems.push(violation(`${field}.streetAddress`, 'must be {number, name} strings', 'FORMAT'));
    else address.streetAddress = { number: street.number, name: street.name };
  }
  if (problems.length) throw validationError(problems);
  return address;
}

export function readEmail(input: unknown, field: string): string | undefined {
  if (input === undefined || input === null || input === '') return undefined;
  if (typeof input !== 'string' || input.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.trim()))
    throw validationError([
      violation(field, 'must be an e-mail address such as ana@example.com', 'FORMAT', { type: 'EMAIL' }),
    ]);
  return input.trim();
}
