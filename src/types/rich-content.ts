// The rich content (Ricos document) of a Catalog V3 product description, as the platform sends it
// (`product.description` with the DESCRIPTION field requested; @wix/auto_sdk_stores_products-v-3 meta.d.ts
// `RichContent`). Only what a storefront renders is typed; every other field is carried through unread.

/** A rich-content document: a tree of nodes. */
export interface RichContent {
  nodes: RichNode[];
  [extra: string]: unknown;
}

/** One node: its `type` says which `…Data` field it carries; containers hold child `nodes`. */
export interface RichNode {
  type: string;
  id?: string;
  nodes?: RichNode[];
  [data: string]: unknown;
}
