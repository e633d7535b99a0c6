import { validationError, violation } from '../http/errors.ts';
import type { Payload } from './input.ts';
import type { MemberProfile } from './members.ts';

const STRING_FIELDS = [
  'firstName',
  'lastName',
  'nickname',
  'picture',
  'language',
  'company',
  'position',
  'birthdate',
] as const;
const PRIVACY = ['PUBLIC', 'PRIVATE', 'UNDEFINED'] as const;

/** The IdentityProfile fields we keep; other fields (emails, phones…) are accepted and dropped. */
export function readProfile(payload: Payload, path = 'profile'): MemberProfile {
  const raw = payload.profile;
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw validationError([violation(path, 'must be an object', 'VALIDATION')]);
  const source = raw as Payload;
  const profile: MemberProfile = {};
  for (const field of STRING_FIELDS) {
    const value = source[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value.length > 200)
      throw validationError([
        violation(`${path}.${field}`, 'must be a string of at most 200 characters', 'VALIDATION'),
      ]);
    profile[field] = value;
  }
  const privacy = source.privacyStatus;
  if (privacy !== undefined && privacy !== null) {
    if (!PRIVACY.includes(privacy as (typeof PRIVACY)[number]))
      throw validationError([
        violation(`${path}.privacyStatus`, `must be one of ${PRIVACY.join(', ')}`, 'INVALID_ENUM_VALUE'),
      ]);
    profile.privacyStatus = privacy as (typeof PRIVACY)[number];
  }
  const customFields = readCustomFields(source.customFields, `${path}.customFields`);
  if (customFields) profile.customFields = customFields;
  const addresses = readAddresses(source.addresses, `${path}.addresses`);
  if (addresses) profile.addresses = addresses;
  return profile;
}

const refuse = (field: string, text: string) => validationError([violation(field, text, 'VALIDATION')]);
const isRecord = (v: unknown): v is Payload => typeof v === 'object' && v !== null && !Array.isArray(v);
const FLOAT_WORDS = ['NaN', 'Infinity', '-Infinity'];

/**
 * `customFields[]` as `CustomField {name, value: V1CustomValue}` (@wix/auto_sdk_identity_authentication):
 * a `dateValue` must be a date-time (the wire's Timestamp) and a `numValue` a double (a number, or one of
 * the words JSON has for the others), or the field is refused as the platform refuses a bad value.
 */
function readCustomFields(raw: unknown, path: string): MemberProfile['customFields'] {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw)) throw refuse(path, 'must be a list');
  return raw.map((field, i) => {
    if (!isRecord(field) || typeof field.name !== 'string' || !isRecord(field.value))
      throw refuse(`${path}[${i}]`, 'must have a name and a value');
    const { dateValue, numValue } = field.value;
    if (dateValue !== undefined && (typeof dateValue !== 'string' || Number.isNaN(Date.parse(dateValue))))
      throw refuse(`${path}[${i}].value.dateValue`, 'must be a date-time');
    if (numValue !== undefined && typeof numValue !== 'number' && !FLOAT_WORDS.includes(String(numValue)))
      throw refuse(`${path}[${i}].value.numValue`, 'must be a number');
    return { name: field.name, value: { ...field.value } };
  });
}

const ADDRESS_TAGS = ['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING'];

/** `addresses[]` as `AddressWrapper {address, tag}`; the tag defaults to UNTAGGED as an enum does. */
function readAddresses(raw: unknown, path: string): MemberProfile['addresses'] {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw)) throw refuse(path, 'must be a list');
  return raw.map((wrapper, i) => {
    if (!isRecord(wrapper) || !isRecord(wrapper.address))
      throw refuse(`${path}[${i}].address`, 'must be an object');
    const tag = wrapper.tag ?? 'UNTAGGED';
    if (typeof tag !== 'string' || !ADDRESS_TAGS.includes(tag))
      throw validationError([
        violation(`${path}[${i}].tag`, `must be one of ${ADDRESS_TAGS.join(', ')}`, 'INVALID_ENUM_VALUE'),
      ]);
    return { address: { ...wrapper.address }, tag };
  });
}
