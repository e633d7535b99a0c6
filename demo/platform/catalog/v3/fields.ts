// The `fields` a V3 request may name (products-v-3 `RequestedFields`, `SingleEntityOpsRequestedFields`;
// read-only-variants-v-3 `RequestedFields`). Fields outside these lists are refused; the lists are checked
// against the SDK's enums at compile time, so a field the SDK adds fails typecheck here.
import { validationError, violation } from '../../http/errors.ts';
import type { V3ListField, V3SingleField, V3VariantField } from './wire.ts';

const SINGLE = [
  'URL',
  'CURRENCY',
  'INFO_SECTION',
  'MERCHANT_DATA',
  'PLAIN_DESCRIPTION',
  'INFO_SECTION_PLAIN_DESCRIPTION',
  'SUBSCRIPTION_PRICES_INFO',
  'BREADCRUMBS_INFO',
  'WEIGHT_MEASUREMENT_UNIT_INFO',
  'VARIANT_OPTION_CHOICE_NAMES',
  'MEDIA_ITEMS_INFO',
  'DESCRIPTION',
  'DIRECT_CATEGORIES_INFO',
  'ALL_CATEGORIES_INFO',
  'INFO_SECTION_DESCRIPTION',
  'THUMBNAIL',
  'PRODUCT_CHOICES_MEDIA_REFERENCES',
  'PRODUCT_CHOICES_DISPLAY_IMAGE',
  'DISCOUNT_INFO',
] as const;
const LIST = [...SINGLE, 'MIN_PRICE_VARIANT'] as const;
const VARIANT = [
  'CURRENCY',
  'MERCHANT_DATA',
  'SUBSCRIPTION_PRICES_INFO',
  'WEIGHT_MEASUREMENT_UNIT_INFO',
] as const;

// Compile-time agreement with the SDK: each list holds exactly the SDK's enum values.
type Same<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : never;
const agree: [
  Same<`${V3SingleField}`, (typeof SINGLE)[number]>,
  Same<`${V3ListField}`, (typeof LIST)[number]>,
  Same<`${V3VariantField}`, (typeof VARIANT)[number]>,
] = [true, true, true];
void agree;

export type ProductField = (typeof LIST)[number];
export type VariantField = (typeof VARIANT)[number];

/** Which list applies: get/get-by-slug, query/search, or read-only variants. */
export type FieldsKind = 'single' | 'list' | 'variants';

const ALLOWED: Record<FieldsKind, readonly string[]> = { single: SINGLE, list: LIST, variants: VARIANT };

/**
 * The requested fields as a set. `fields` comes as an array (JSON, `.r`) or as a repeated query key (one
 * value arrives as a plain string). At most 100, each one of the SDK's names.
 */
export function readFields(input: unknown, kind: FieldsKind): Set<string> {
  if (input === undefined || input === null) return new Set();
  const list = typeof input === 'string' ? [input] : input;
  if (!Array.isArray(list))
    throw validationError([violation('fields', 'must be an array of field names', 'FORMAT')]);
  if (list.length > 100)
    throw validationError([violation('fields', 'at most 100 fields', 'MAX_SIZE', { max: 100 })]);
  const allowed = ALLOWED[kind];
  const problems = list.flatMap((value, i) =>
    typeof value === 'string' && allowed.includes(value)
      ? []
      : [
          violation(
            `fields[${i}]`,
            `${JSON.stringify(value)} is not one of ${allowed.join(', ')}`,
            'INVALID_ENUM_VALUE',
          ),
        ],
  );
  if (problems.length) throw validationError(problems);
  return new Set(list as string[]);
}
