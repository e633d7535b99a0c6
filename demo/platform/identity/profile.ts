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

/** The IdentityProfile fields we keep; other fields (emails, phones, custom fields…) are accepted and dropped. */
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
  return profile;
}
