// The rich content (Ricos document) of a Catalog V3 product description, as the platform sends it:
// `product.description` when DESCRIPTION is requested. The shapes are the official SDK's wire types
// (@wix/auto_sdk_stores_products-v-3 meta.d.ts: `RichContent`, `Node`, `TextData`, `Decoration`, …) with
// their field names; the SDK renames nothing under `product.description` (its ignore paths), so node `id`s
// stay `id`. What a storefront renders is typed; the rest is declared `unknown` or left out and travels
// through unread. test/widget/rich-text-wire.test.tsx fails typecheck when these drift from the SDK's.

import type {
  AppEmbedData,
  ButtonData,
  CollapsibleListData,
  LayoutCellData,
  LinkPreviewData,
  MapData,
  PollData,
  TableCellData,
  TableData,
} from './rich-content-embeds.ts';
import type {
  AudioData,
  FileData,
  GalleryData,
  GifData,
  ImageNodeData,
  VideoData,
} from './rich-content-media.ts';
import type {
  BlockquoteData,
  BulletedListData,
  CaptionData,
  CodeBlockData,
  DividerData,
  HeadingData,
  OrderedListData,
  ParagraphData,
  TextData,
} from './rich-content-text.ts';

export type * from './rich-content-embeds.ts';
export type * from './rich-content-media.ts';
export type * from './rich-content-text.ts';

/** Every node kind the platform declares (`NodeType`). Spec §9 names the ones a storefront shows. */
export type RichNodeType =
  | 'PARAGRAPH'
  | 'TEXT'
  | 'HEADING'
  | 'BULLETED_LIST'
  | 'ORDERED_LIST'
  | 'LIST_ITEM'
  | 'BLOCKQUOTE'
  | 'CODE_BLOCK'
  | 'VIDEO'
  | 'DIVIDER'
  | 'FILE'
  | 'GALLERY'
  | 'GIF'
  | 'HTML'
  | 'IMAGE'
  | 'LINK_PREVIEW'
  | 'MAP'
  | 'POLL'
  | 'APP_EMBED'
  | 'BUTTON'
  | 'COLLAPSIBLE_LIST'
  | 'TABLE'
  | 'EMBED'
  | 'COLLAPSIBLE_ITEM'
  | 'COLLAPSIBLE_ITEM_TITLE'
  | 'COLLAPSIBLE_ITEM_BODY'
  | 'TABLE_CELL'
  | 'TABLE_ROW'
  | 'EXTERNAL'
  | 'AUDIO'
  | 'CAPTION'
  | 'LAYOUT'
  | 'LAYOUT_CELL'
  | 'SHAPE'
  | 'CARD'
  | 'TOC'
  | 'SMART_BLOCK'
  | 'SMART_BLOCK_CELL'
  | 'CHECKBOX_LIST';

/** A rich-content document: a tree of nodes. */
export interface RichContent {
  nodes?: RichNode[];
  /** Schema version, document id and timestamps (ISO strings on the wire); not rendered. */
  metadata?: unknown;
  /** Document-wide heading and paragraph styles; not rendered (the widget's theme styles text). */
  documentStyle?: unknown;
}

/** One node: `type` says which `…Data` field it carries; containers hold child `nodes`. */
export interface RichNode {
  type?: RichNodeType;
  /** The node's id; anchors (`anchorData.anchor`, `link.anchor`) point at it. Text nodes carry `""`. */
  id?: string;
  nodes?: RichNode[];
  /** Padding and background colour; not rendered. */
  style?: unknown;
  textData?: TextData;
  paragraphData?: ParagraphData;
  headingData?: HeadingData;
  bulletedListData?: BulletedListData;
  orderedListData?: OrderedListData;
  blockquoteData?: BlockquoteData;
  codeBlockData?: CodeBlockData;
  captionData?: CaptionData;
  dividerData?: DividerData;
  imageData?: ImageNodeData;
  galleryData?: GalleryData;
  gifData?: GifData;
  videoData?: VideoData;
  audioData?: AudioData;
  fileData?: FileData;
  linkPreviewData?: LinkPreviewData;
  /** Deprecated by the platform, still declared. */
  mapData?: MapData;
  pollData?: PollData;
  appEmbedData?: AppEmbedData;
  buttonData?: ButtonData;
  collapsibleListData?: CollapsibleListData;
  tableData?: TableData;
  tableCellData?: TableCellData;
  layoutCellData?: LayoutCellData;
  /** Merchant HTML (or an ad): never rendered. */
  htmlData?: unknown;
  /** oEmbed markup from a third party: never rendered. */
  embedData?: unknown;
  /** Layout design (backgrounds, borders, banners): not rendered; its cells are. */
  layoutData?: unknown;
}
