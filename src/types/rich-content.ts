// The rich content (Ricos document) of a Catalog V3 product description, as the platform sends it:
// `product.description` when DESCRIPTION is requested. The shapes are the official SDK's wire types
// (@wix/auto_sdk_stores_products-v-3 meta.d.ts: `RichContent`, `Node`, `TextData`, `Decoration`, …) with
// their field names; the SDK renames nothing under `product.description` (its ignore paths), so node `id`s
// stay `id`. What a storefront renders is typed; the rest is declared `unknown` or left out and travels
// through unread. test/widget/rich-text-wire.test.tsx fails typecheck when these drift from the SDK's.

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

// ---- Text and its decorations ----

export interface TextData {
  text?: string;
  decorations?: Decoration[];
}

/** Every decoration the platform declares (`DecorationType`). */
export type DecorationType =
  | 'BOLD'
  | 'ITALIC'
  | 'UNDERLINE'
  | 'SPOILER'
  | 'ANCHOR'
  | 'MENTION'
  | 'LINK'
  | 'COLOR'
  | 'FONT_SIZE'
  | 'EXTERNAL'
  | 'STRIKETHROUGH'
  | 'SUPERSCRIPT'
  | 'SUBSCRIPT'
  | 'FONT_FAMILY'
  | 'SKETCH';

export interface Decoration {
  type?: DecorationType;
  /** BOLD: a weight below 600 turns bold off (document styles use it to undo a default). */
  fontWeightValue?: number | null;
  /** ITALIC, UNDERLINE, STRIKETHROUGH, SUPERSCRIPT, SUBSCRIPT: on unless `false`. */
  italicData?: boolean | null;
  underlineData?: boolean | null;
  strikethroughData?: boolean | null;
  superscriptData?: boolean | null;
  subscriptData?: boolean | null;
  spoilerData?: { id?: string | null };
  /** ANCHOR: the id of the node it points to. */
  anchorData?: { anchor?: string };
  mentionData?: MentionData;
  linkData?: { link?: Link };
  /** COLOR: hexadecimal values per the typings. */
  colorData?: { background?: string | null; foreground?: string | null };
  fontSizeData?: { unit?: FontSizeUnit; value?: number | null };
  /** Font families name fonts the widget does not load: not rendered. */
  fontFamilyData?: unknown;
}

export type FontSizeUnit = 'PX' | 'EM';

export interface MentionData {
  name?: string;
  slug?: string;
  id?: string | null;
  type?: string | null;
}

// ---- Links ----

/** Where a link opens: `SELF` (default), `BLANK` (new tab), `PARENT`, `TOP`. */
export type LinkTarget = 'SELF' | 'BLANK' | 'PARENT' | 'TOP';

/** A link goes to a `url` or to an `anchor` (a node id in the same document), never both. */
export interface Link {
  url?: string;
  anchor?: string;
  target?: LinkTarget;
  rel?: LinkRel;
  /** A serialized object for a custom link panel: not rendered. */
  customData?: string | null;
}

export interface LinkRel {
  nofollow?: boolean | null;
  sponsored?: boolean | null;
  ugc?: boolean | null;
  noreferrer?: boolean | null;
}

// ---- Text blocks ----

export type TextAlignment = 'AUTO' | 'LEFT' | 'RIGHT' | 'CENTER' | 'JUSTIFY';

export interface TextStyle {
  textAlignment?: TextAlignment;
  lineHeight?: string | null;
}

export interface ParagraphData {
  textStyle?: TextStyle;
  /** 1 to 4. */
  indentation?: number | null;
  level?: number | null;
}

export interface HeadingData {
  /** 1 to 6. */
  level?: number;
  textStyle?: TextStyle;
  indentation?: number | null;
  /** The level for assistive technology and SEO; overrides `level` for the tag when set. */
  renderedLevel?: number | null;
}

export interface BulletedListData {
  /** 0 to 4. */
  indentation?: number;
  offset?: number | null;
}

export interface OrderedListData {
  indentation?: number;
  offset?: number | null;
  /** The first item's number. */
  start?: number | null;
}

export interface BlockquoteData {
  /** 1 to 4. */
  indentation?: number;
}

export interface CodeBlockData {
  textStyle?: TextStyle;
}

export interface CaptionData {
  textStyle?: TextStyle;
}

export type DividerLineStyle = 'SINGLE' | 'DOUBLE' | 'DASHED' | 'DOTTED';

export interface DividerData {
  lineStyle?: DividerLineStyle;
  width?: 'LARGE' | 'MEDIUM' | 'SMALL';
  alignment?: 'CENTER' | 'LEFT' | 'RIGHT';
}

// ---- Media ----

/** Where a media file lives: a Wix Media `id` (resolved against the media base) or an absolute `url`. */
export interface FileSource {
  url?: string | null;
  /** Deprecated in favour of `id`. */
  custom?: string | null;
  id?: string | null;
  private?: boolean | null;
}

export interface V1Media {
  src?: FileSource;
  width?: number | null;
  height?: number | null;
  /** Seconds, for audio and video. */
  duration?: number | null;
}

export interface ImageNodeData {
  image?: V1Media;
  /** Set when the image is itself a link. */
  link?: Link;
  altText?: string | null;
  /** Deprecated by the platform in favour of a CAPTION child node; older documents still carry it. */
  caption?: string | null;
  /** A decorative image needs no description (empty alt text). */
  decorative?: boolean | null;
}

/** Gallery layouts (`LayoutType`). */
export type GalleryLayout =
  | 'COLLAGE'
  | 'MASONRY'
  | 'GRID'
  | 'THUMBNAIL'
  | 'SLIDER'
  | 'SLIDESHOW'
  | 'PANORAMA'
  | 'COLUMN'
  | 'MAGIC'
  | 'FULLSIZE';

export interface GalleryData {
  items?: GalleryItem[];
  options?: {
    layout?: {
      type?: GalleryLayout;
      horizontalScroll?: boolean | null;
      orientation?: 'ROWS' | 'COLUMNS';
      numberOfColumns?: number | null;
      mobileNumberOfColumns?: number | null;
    };
  };
}

/** One gallery entry: an image (possibly a link) or a video. */
export interface GalleryItem {
  image?: { media?: V1Media; link?: Link };
  video?: { media?: V1Media; thumbnail?: V1Media };
  title?: string | null;
  altText?: string | null;
}

/** A GIF's renditions, each an absolute URL (usually on a GIF provider's host). */
export interface GifSource {
  gif?: string | null;
  mp4?: string | null;
  still?: string | null;
}

export interface GifData {
  original?: GifSource;
  downsized?: GifSource;
  height?: number;
  width?: number;
  gifType?: 'NORMAL' | 'STICKER';
}

export interface VideoData {
  video?: V1Media;
  thumbnail?: V1Media;
  title?: string | null;
  options?: { autoPlay?: boolean | null; playInLoop?: boolean | null; showControls?: boolean | null };
}

export interface AudioData {
  audio?: V1Media;
  coverImage?: V1Media;
  name?: string | null;
  authorName?: string | null;
  /** An HTML version of the player: never rendered. */
  html?: string | null;
}

export interface FileData {
  src?: FileSource;
  name?: string | null;
  /** The file's extension, e.g. `pdf`. */
  type?: string | null;
  mimeType?: string | null;
  sizeInKb?: string | null;
}

// ---- Links to elsewhere: previews, buttons, maps, app embeds ----

export interface LinkPreviewData {
  link?: Link;
  title?: string | null;
  thumbnailUrl?: string | null;
  description?: string | null;
  /** The preview as HTML: never rendered. */
  html?: string | null;
}

export interface ButtonData {
  /** `LINK` opens `link`; `ACTION` runs an editor-defined action a storefront does not have. */
  type?: 'LINK' | 'ACTION';
  text?: string | null;
  link?: Link;
}

/** Map types; the wire spells satellite `SATELITE`. */
export type MapType = 'ROADMAP' | 'SATELITE' | 'HYBRID' | 'TERRAIN';

export interface MapData {
  mapSettings?: MapSettings;
}

export interface MapSettings {
  address?: string | null;
  lat?: number | null;
  lng?: number | null;
  locationName?: string | null;
  mapType?: MapType;
  initialZoom?: number | null;
}

export interface PollData {
  poll?: {
    id?: string | null;
    title?: string | null;
    options?: PollOption[];
  };
}

export interface PollOption {
  id?: string | null;
  title?: string | null;
}

export interface AppEmbedData {
  type?: 'PRODUCT' | 'EVENT' | 'BOOKING';
  itemId?: string | null;
  name?: string | null;
  url?: string | null;
  image?: V1Media;
  eventData?: { scheduling?: string | null; location?: string | null };
  bookingData?: { durations?: string | null };
}

// ---- Structure: collapsible lists, tables, layouts ----

export interface CollapsibleListData {
  /** Opening one item closes the others. */
  expandOnlyOne?: boolean | null;
  initialExpandedItems?: 'FIRST' | 'ALL' | 'NONE';
  direction?: 'LTR' | 'RTL';
}

export interface TableData {
  /** The first row holds column headers. */
  rowHeader?: boolean | null;
  /** The first column holds row headers. */
  columnHeader?: boolean | null;
  /** Deprecated form of `rowHeader`. */
  header?: boolean | null;
  altText?: string | null;
}

export interface TableCellData {
  colspan?: number | null;
  rowspan?: number | null;
}

export interface LayoutCellData {
  /** The cell's share of a 12-column row. */
  colSpan?: number | null;
}
