// Which fields a Catalog V3 query or search may filter and sort on, with which operators: the query and
// search specs of the SDK packages (`V3ProductQuerySpec`, `V3ProductSearchSpec`, `ReadOnlyVariantQuerySpec`,
// `ReadOnlyVariantSearchSpec`, field names as on the wire). Anything else is refused as the JSDoc says:
// "Unsupported fields return a `Field '<fieldName>' is not declared as filterable` error".
import { validationError, violation } from '../../http/errors.ts';
import { isObj } from '../json.ts';
import { readSort } from '../query.ts';

interface Rule {
  fields: readonly string[];
  /** `'*'`: every operator of the query language. */
  operators: '*' | readonly string[];
  sortable: boolean;
}

export interface QuerySpec {
  rules: readonly Rule[];
  /** Fields the free-text `search.expression` looks in (search endpoints only). */
  searchable: readonly string[];
}

const ANY = '*';
const HAS = ['$hasAll', '$hasSome'] as const;

export const PRODUCT_QUERY_SPEC: QuerySpec = {
  rules: [
    { fields: ['options.id'], operators: HAS, sortable: false },
    { fields: ['id', 'handle'], operators: ANY, sortable: false },
    { fields: ['createdDate', 'updatedDate', 'slug', 'visible'], operators: ANY, sortable: true },
  ],
  // `createdDate` sorts, once reported refused on live V3 sites, are allowed: Wix's find-products recipe sorts
  // by it (platform-2026.md §6a).
  searchable: [],
};

export const PRODUCT_SEARCH_SPEC: QuerySpec = {
  rules: [
    {
      fields: ['allCategoriesInfo.categories', 'directCategoriesInfo.categories', 'variantsInfo.variants'],
      operators: ['$matchItems'],
      sortable: false,
    },
    {
      fields: [
        'additionalRibbons.id',
        'additionalRibbons.name',
        'infoSections.id',
        'infoSections.uniqueName',
        'modifiers.id',
        'modifiers.choicesSettings.choices.choiceId',
        'modifiers.choicesSettings.choices.name',
        'modifiers.name',
        'options.id',
        'options.choicesSettings.choices.choiceId',
        'options.choicesSettings.choices.name',
        'options.name',
        'tags.privateTags.tagIds',
        'tags.publicTags.tagIds',
      ],
      operators: HAS,
      sortable: false,
    },
    {
      fields: [
        'id',
        'brand.id',
        'brand.name',
        'handle',
        'importId',
        'inventory.availabilityStatus',
        'inventory.preorderAvailability',
        'inventory.preorderStatus',
        'physicalProperties.deliveryProfileId',
        'physicalProperties.fulfillerId',
        'productType',
        'ribbon.id',
        'ribbon.name',
        'slug',
        'subscriptionDetails.allowOneTimePurchases',
        'taxGroupId',
        'visible',
        'visibleInPos',
      ],
      operators: ANY,
      sortable: false,
    },
    {
      fields: [
        'createdDate',
        'updatedDate',
        'actualPriceRange.maxValue.amount',
        'actualPriceRange.minValue.amount',
        'compareAtPriceRange.maxValue.amount',
        'compareAtPriceRange.minValue.amount',
        'minVariantPriceInfo.sku',
        'name',
        'physicalProperties.shippingWeightRange.maxValue',
        'physicalProperties.shippingWeightRange.minValue',
      ],
      operators: ANY,
      sortable: true,
    },
  ],
  searchable: [
    'description',
    'directCategoryIdsInfo.categoryIds',
    'minVariantPriceInfo.sku',
    'name',
    'physicalProperties.deliveryProfileId',
    'physicalProperties.shippingGroupId',
    'variantsInfo.variants.barcode',
    'variantsInfo.variants.sku',
  ],
};

export const VARIANT_QUERY_SPEC: QuerySpec = {
  rules: [{ fields: ['id', 'productData.productId', 'variantId'], operators: ANY, sortable: true }],
  searchable: [],
};

export const VARIANT_SEARCH_SPEC: QuerySpec = {
  rules: [
    { fields: ['id'], operators: ANY, sortable: false },
    {
      fields: ['optionChoices.optionChoiceIds.choiceId', 'optionChoices.optionChoiceIds.optionId'],
      operators: HAS,
      sortable: true,
    },
    {
      fields: [
        'barcode',
        'inventoryStatus.inStock',
        'inventoryStatus.preorderEnabled',
        'price.actualPrice.amount',
        'price.compareAtPrice.amount',
        'productData.updatedDate',
        'productData.brand.id',
        'productData.handle',
        'productData.name',
        'productData.physicalProperties.fulfillerId',
        'productData.productId',
        'productData.productType',
        'productData.slug',
        'productData.visible',
        'productData.visibleInPos',
        'sku',
        'variantId',
        'visible',
      ],
      operators: ANY,
      sortable: true,
    },
  ],
  searchable: ['productData.name', 'sku'],
};

const refuse = (field: string, description: string) =>
  validationError([violation(field, description, 'FIELD_NOT_ALLOWED')], description);

const ruleFor = (spec: QuerySpec, field: string) => spec.rules.find((r) => r.fields.includes(field));

/** Refuses a filter that names a field or an operator the spec does not declare. */
export function checkFilter(spec: QuerySpec, filter: unknown, at: string): void {
  if (filter === undefined || filter === null) return;
  if (!isObj(filter)) throw validationError([violation(at, 'must be an object', 'FORMAT')]);
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(condition))
        throw validationError([violation(`${at}.${key}`, `${key} needs an array of filters`, 'FORMAT')]);
      for (const [i, part] of condition.entries()) checkFilter(spec, part, `${at}.${key}[${i}]`);
      continue;
    }
    if (key === '$not') {
      checkFilter(spec, condition, `${at}.$not`);
      continue;
    }
    if (key.startsWith('$'))
      throw validationError([
        violation(at, `unknown operator ${key}`, 'INVALID_ENUM_VALUE', { operator: key }),
      ]);
    const rule = ruleFor(spec, key);
    if (!rule) throw refuse(at, `Field '${key}' is not declared as filterable`);
    const operators =
      isObj(condition) && Object.keys(condition).some((k) => k.startsWith('$'))
        ? Object.keys(condition)
        : ['$eq'];
    for (const op of operators)
      if (rule.operators !== ANY && !rule.operators.includes(op))
        throw refuse(
          `${at}.${key}`,
          `Operator '${op}' is not supported on field '${key}'; use ${rule.operators.join(' or ')}`,
        );
    if (isObj(condition) && '$matchItems' in condition) {
      const items = condition.$matchItems;
      if (!Array.isArray(items) || !items.every(isObj))
        throw validationError([
          violation(`${at}.${key}.$matchItems`, 'needs an array of filters on the items', 'FORMAT'),
        ]);
    }
  }
}

/** The checked sort list, refusing fields the spec does not declare sortable. */
export function checkSort(spec: QuerySpec, sort: unknown, at: string) {
  const list = readSort(sort, at);
  for (const [i, s] of list.entries()) {
    if (!ruleFor(spec, s.fieldName)?.sortable)
      throw refuse(`${at}[${i}].fieldName`, `Field '${s.fieldName}' is not declared as sortable`);
  }
  return list;
}

export interface FreeText {
  words: string[];
  mode: 'OR' | 'AND';
  fields: readonly string[];
}

/** `search.search` of a search request: `{expression, mode?, fields?, fuzzy?}`. */
export function readFreeText(spec: QuerySpec, input: unknown, at: string): FreeText | undefined {
  if (input === undefined || input === null) return undefined;
  if (!isObj(input)) throw validationError([violation(at, 'must be an object', 'FORMAT')]);
  const { expression, mode = 'OR', fields } = input;
  if (expression !== undefined && expression !== null && typeof expression !== 'string')
    throw validationError([violation(`${at}.expression`, 'must be a string', 'FORMAT')]);
  if (mode !== 'OR' && mode !== 'AND')
    throw validationError([violation(`${at}.mode`, 'must be OR or AND', 'INVALID_ENUM_VALUE')]);
  if (fields !== undefined && (!Array.isArray(fields) || fields.some((f) => !spec.searchable.includes(f))))
    throw validationError([
      violation(`${at}.fields`, `may name only ${spec.searchable.join(', ')}`, 'INVALID_ENUM_VALUE'),
    ]);
  const words = (expression ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  return { words, mode, fields: (fields as string[] | undefined) ?? spec.searchable };
}

/** Whether `texts` (the searchable text of one item) match the free text. */
export function matchesFreeText(texts: string[], search: FreeText): boolean {
  const haystack = texts.join('\n').toLowerCase();
  return search.mode === 'AND'
    ? search.words.every((w) => haystack.includes(w))
    : search.words.some((w) => haystack.includes(w));
}
