// Media nodes: image, gallery, GIF, video, audio, file. Every source comes from the platform's media host
// (a media id, or an absolute address on that host); anything else is left out rather than loaded from
// wherever the document points.
import type { ReactNode } from 'react';
import type { GalleryItem, RichNode, V1Media } from '../../../src/types/rich-content.ts';
import {
  childrenOf,
  childrenOfType,
  classNames,
  isObject,
  numberIn,
  type RenderContext,
  textOf,
} from './context.ts';
import { linked, linkProps } from './link.tsx';
import { mediaAddress, mediaSource } from './safe-url.ts';

/** Width and height attributes, so the page does not jump when the image arrives. */
function dimensions(media: V1Media | undefined): { width?: number; height?: number } {
  const width = numberIn(media?.width, 1, 100_000);
  const height = numberIn(media?.height, 1, 100_000);
  return width !== undefined && height !== undefined ? { width, height } : {};
}

/** The figure's caption: its CAPTION children, else the older `caption` text. */
function figcaption(node: RichNode, ctx: RenderContext, fallback?: unknown): ReactNode {
  const captions = childrenOfType(node, 'CAPTION');
  if (captions.length > 0) return <figcaption>{ctx.inline(captions.flatMap(childrenOf))}</figcaption>;
  const text = textOf(fallback);
  return text ? <figcaption>{text}</figcaption> : null;
}

export function image(node: RichNode, ctx: RenderContext): ReactNode {
  const data = node.imageData;
  const src = mediaSource(data?.image?.src, ctx.media);
  if (!src) return null;
  const alt = data?.decorative === true ? '' : (textOf(data?.altText) ?? '');
  const img = <img src={src} alt={alt} loading="lazy" decoding="async" {...dimensions(data?.image)} />;
  return (
    <figure className="rt-figure" {...ctx.anchors.target(node)}>
      {linked(data?.link, ctx, img)}
      {figcaption(node, ctx, data?.caption)}
    </figure>
  );
}

const GALLERY_LAYOUTS = new Set([
  'COLLAGE',
  'MASONRY',
  'GRID',
  'THUMBNAIL',
  'SLIDER',
  'SLIDESHOW',
  'PANORAMA',
  'COLUMN',
  'MAGIC',
  'FULLSIZE',
]);

function galleryItem(item: GalleryItem, ctx: RenderContext): ReactNode {
  const title = textOf(item.title);
  if (isObject(item.video)) {
    const src = mediaSource(item.video.media?.src, ctx.media);
    if (!src) return null;
    const poster = mediaSource(item.video.thumbnail?.src, ctx.media);
    return (
      <figure>
        {/* biome-ignore lint/a11y/useMediaCaption: merchant videos come without caption tracks. */}
        <video src={src} poster={poster} controls preload="metadata" aria-label={title} />
        {title && <figcaption>{title}</figcaption>}
      </figure>
    );
  }
  const src = mediaSource(item.image?.media?.src, ctx.media);
  if (!src) return null;
  const img = (
    <img
      src={src}
      alt={textOf(item.altText) ?? ''}
      loading="lazy"
      decoding="async"
      {...dimensions(item.image?.media)}
    />
  );
  return (
    <figure>
      {linked(item.image?.link, ctx, img)}
      {title && <figcaption>{title}</figcaption>}
    </figure>
  );
}

/** A gallery as a list of figures; its layout picks a grid, a strip that scrolls sideways, or a column. */
export function gallery(node: RichNode, ctx: RenderContext): ReactNode {
  const data = node.galleryData;
  const entries = (Array.isArray(data?.items) ? data.items.filter(isObject) : [])
    .map((item) => galleryItem(item, ctx))
    .filter((entry) => entry !== null);
  if (entries.length === 0) return null;
  const layout = data?.options?.layout?.type;
  const layoutClass = `rt-gallery-${typeof layout === 'string' && GALLERY_LAYOUTS.has(layout) ? layout.toLowerCase() : 'grid'}`;
  return (
    <ul className={classNames('rt-gallery', layoutClass)} {...ctx.anchors.target(node)}>
      {entries.map((entry, index) => (
        // Items carry no ids; their order is fixed for the life of this description.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list.
        <li key={index}>{entry}</li>
      ))}
    </ul>
  );
}

/** A GIF's addresses are absolute: shown only when one of them is on the media host. */
export function gif(node: RichNode, ctx: RenderContext): ReactNode {
  const data = node.gifData;
  const src = mediaAddress(data?.original?.gif, ctx.media) ?? mediaAddress(data?.downsized?.gif, ctx.media);
  if (!src) return null;
  const width = numberIn(data?.width, 1, 100_000);
  const height = numberIn(data?.height, 1, 100_000);
  return (
    <figure className="rt-figure" {...ctx.anchors.target(node)}>
      <img src={src} alt="" loading="lazy" decoding="async" {...(width && height ? { width, height } : {})} />
    </figure>
  );
}

/** A video from the media host plays here; one elsewhere (a video site) becomes a link to it. */
export function video(node: RichNode, ctx: RenderContext): ReactNode {
  const data = node.videoData;
  const title = textOf(data?.title);
  const src = mediaSource(data?.video?.src, ctx.media);
  if (!src) {
    const external = linkProps({ url: data?.video?.src?.url ?? '', target: 'BLANK' }, ctx);
    return external?.href ? (
      <p className="rt-video-link" {...ctx.anchors.target(node)}>
        <a {...external}>{title ?? (new URL(external.href).host || external.href)}</a>
      </p>
    ) : null;
  }
  return (
    <figure className="rt-figure" {...ctx.anchors.target(node)}>
      <video
        src={src}
        poster={mediaSource(data?.thumbnail?.src, ctx.media)}
        controls
        loop={data?.options?.playInLoop === true}
        preload="metadata"
        aria-label={title}
        {...dimensions(data?.video)}
      />
      {figcaption(node, ctx, title)}
    </figure>
  );
}

export function audio(node: RichNode, ctx: RenderContext): ReactNode {
  const data = node.audioData;
  const src = mediaSource(data?.audio?.src, ctx.media);
  if (!src) return null;
  const name = textOf(data?.name);
  const author = textOf(data?.authorName);
  const cover = mediaSource(data?.coverImage?.src, ctx.media);
  const label = [name, author].filter(Boolean).join(' · ') || undefined;
  return (
    <figure className="rt-figure rt-audio" {...ctx.anchors.target(node)}>
      {cover && <img src={cover} alt="" loading="lazy" decoding="async" {...dimensions(data?.coverImage)} />}
      {/* biome-ignore lint/a11y/useMediaCaption: merchant audio comes without caption tracks. */}
      <audio src={src} controls preload="metadata" aria-label={label} />
      {label && <figcaption>{label}</figcaption>}
    </figure>
  );
}

/** The file name at the end of an address (as sent when it is not valid percent-encoding). */
function lastSegment(href: string): string | undefined {
  const segment = new URL(href).pathname.split('/').pop() ?? '';
  try {
    return textOf(decodeURIComponent(segment));
  } catch {
    return textOf(segment);
  }
}

/** A file as a download link (from the media host) with its type and size; a private file as its name. */
export function file(node: RichNode, ctx: RenderContext): ReactNode {
  const data = node.fileData;
  const href = mediaSource(data?.src, ctx.media);
  const name = textOf(data?.name) ?? (href ? lastSegment(href) : undefined);
  if (!name) return null;
  const type =
    typeof data?.type === 'string' && /^[a-z0-9]{1,10}$/i.test(data.type) ? data.type.toUpperCase() : '';
  const kb = Number(data?.sizeInKb);
  const size =
    Number.isFinite(kb) && kb > 0
      ? kb >= 1024
        ? `${(kb / 1024).toFixed(1)} MB`
        : `${Math.ceil(kb)} KB`
      : '';
  const details = [type, size].filter(Boolean).join(' · ');
  return (
    <p className="rt-file" {...ctx.anchors.target(node)}>
      {href ? (
        <a href={href} download={name} rel="noopener noreferrer">
          {name}
        </a>
      ) : (
        <span>{name}</span>
      )}
      {details && <span className="rt-file-details"> ({details})</span>}
    </p>
  );
}
