// Rich content's text: runs of text with their decorations, links, and the blocks that hold text
// (paragraphs, headings, lists, quotes, code, captions, dividers). Part of rich-content.ts's document.

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
