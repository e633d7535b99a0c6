// The wire types of Catalog V3 and catalog versioning, straight from the official SDK packages' `meta`
// (the REST shapes its request builders send and read), so that an answer drifting from the SDK's
// types fails typecheck. Dates are `Date` in these types; JSON turns them into ISO strings on the wire.

export type { GetCatalogVersionResponseOriginal as CatalogVersionResponse } from '@wix/auto_sdk_stores_catalog-versioning/meta';
export type {
  ConnectedModifierOriginal as V3Modifier,
  ConnectedOptionChoiceOriginal as V3Choice,
  ConnectedOptionOriginal as V3Option,
  DecorationOriginal as V3Decoration,
  FixedMonetaryAmountOriginal as V3Money,
  NodeOriginal as V3Node,
  PriceRangeOriginal as V3PriceRange,
  ProductMediaOriginal as V3Media,
  RequestedFieldsWithLiteralsOriginal as V3ListField,
  RichContentOriginal as V3RichContent,
  SingleEntityOpsRequestedFieldsWithLiteralsOriginal as V3SingleField,
  V3CountProductsResponseOriginal as V3CountProductsResponse,
  V3GetProductBySlugResponseOriginal as V3GetProductBySlugResponse,
  V3GetProductResponseOriginal as V3GetProductResponse,
  V3ProductOriginal as V3Product,
  V3QueryProductsResponseOriginal as V3QueryProductsResponse,
  V3SearchProductsResponseOriginal as V3SearchProductsResponse,
  VariantOriginal as V3Variant,
} from '@wix/auto_sdk_stores_products-v-3/meta';
export type {
  QueryVariantsResponseOriginal as V3QueryVariantsResponse,
  ReadOnlyVariantOriginal as V3ReadOnlyVariant,
  RequestedFieldsWithLiteralsOriginal as V3VariantField,
  SearchVariantsResponseOriginal as V3SearchVariantsResponse,
} from '@wix/auto_sdk_stores_read-only-variants-v-3/meta';
