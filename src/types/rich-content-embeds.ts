// Rich content's links to elsewhere (previews, buttons, maps, polls, app embeds) and its structure
// (collapsible lists, tables, layout cells). Part of rich-content.ts's document.

import type { V1Media } from './rich-content-media.ts';
import type { Link } from './rich-content-text.ts';

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
