// Rich content's media nodes: images, galleries, GIFs, videos, audio and files, each by a Wix Media id or
// an absolute URL. Part of rich-content.ts's document.
import type { Link } from './rich-content-text.ts';

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
