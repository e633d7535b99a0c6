// Nodes that point at something outside the text: a link preview, a button, a map, an app's item and a
// poll. Each becomes plain elements with at most a checked link; no third-party markup (their `html`
// fields) and no frames. HTML and oEmbed nodes are left out entirely (render.tsx).
import type { ReactNode } from 'react';
import type { RichNode } from '../../../src/types/rich-content.ts';
import { isObject, numberIn, type RenderContext, textOf } from './context.ts';
import { linkProps } from './link.tsx';
import { mediaAddress, safeLinkUrl } from './safe-url.ts';

const hostOf = (href: string) => new URL(href).host || undefined;

/** A card: title, description and the site's host, all one link when the address is safe. */
export function linkPreview(node: RichNode, ctx: RenderContext): ReactNode {
  const data = node.linkPreviewData;
  const link = linkProps(data?.link, ctx);
  const href = link?.href;
  const title = textOf(data?.title);
  const description = textOf(data?.description);
  const host = href?.startsWith('http') ? hostOf(href) : undefined;
  const thumbnail = mediaAddress(data?.thumbnailUrl, ctx.media);
  if (!title && !description && !href) return null;
  const body = (
    <>
      {thumbnail && <img className="rt-link-preview-image" src={thumbnail} alt="" loading="lazy" />}
      <span className="rt-link-preview-title">{title ?? host ?? href}</span>
      {description && <span className="rt-link-preview-description">{description}</span>}
      {host && title && <span className="rt-link-preview-host">{host}</span>}
    </>
  );
  return link ? (
    <a className="rt-link-preview" {...link} {...ctx.anchors.target(node)}>
      {body}
    </a>
  ) : (
    <div className="rt-link-preview" {...ctx.anchors.target(node)}>
      {body}
    </div>
  );
}

/** A link styled as a button, when it goes somewhere safe; an action button does nothing outside the editor. */
export function button(node: RichNode, ctx: RenderContext): ReactNode {
  const data = node.buttonData;
  if (data?.type === 'ACTION') return null;
  const link = linkProps(data?.link, ctx);
  const label = textOf(data?.text);
  if (!link?.href || !label) return null;
  return (
    <p className="rt-button-row" {...ctx.anchors.target(node)}>
      <a className="rt-button" {...link}>
        {label}
      </a>
    </p>
  );
}

/** The map's place as text, linked to a map search for its coordinates (or its address). */
export function map(node: RichNode, ctx: RenderContext): ReactNode {
  const settings = node.mapData?.mapSettings;
  if (!isObject(settings)) return null;
  const name = textOf(settings.locationName);
  const address = textOf(settings.address);
  const lat = numberIn(settings.lat, -90, 90);
  const lng = numberIn(settings.lng, -180, 180);
  const coordinates = lat !== undefined && lng !== undefined ? `${lat},${lng}` : undefined;
  const query = coordinates ?? address;
  const href = query
    ? safeLinkUrl(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`)
    : undefined;
  const label = name ?? address ?? (coordinates && `${lat}, ${lng}`);
  if (!label) return null;
  return (
    <p className="rt-map" {...ctx.anchors.target(node)}>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ) : (
        label
      )}
      {name && address && <span className="rt-map-address">{address}</span>}
    </p>
  );
}

/** A poll's question and its options, read-only: voting needs the platform's poll service. */
export function poll(node: RichNode, ctx: RenderContext): ReactNode {
  const data = node.pollData?.poll;
  const title = textOf(data?.title);
  const options = (Array.isArray(data?.options) ? data.options.filter(isObject) : [])
    .map((option) => textOf(option.title))
    .filter((option) => option !== undefined);
  if (!title && options.length === 0) return null;
  return (
    <figure className="rt-poll" {...ctx.anchors.target(node)}>
      {title && <figcaption>{title}</figcaption>}
      {options.length > 0 && (
        <ul>
          {options.map((option, index) => (
            // Options may repeat a title and carry no usable id; the list never reorders.
            // biome-ignore lint/suspicious/noArrayIndexKey: static list.
            <li key={index}>{option}</li>
          ))}
        </ul>
      )}
    </figure>
  );
}

/** An item of another app (a product, event or booking): its name, linked when the address is safe. */
export function appEmbed(node: RichNode, ctx: RenderContext): ReactNode {
  const data = node.appEmbedData;
  const name = textOf(data?.name);
  const href = safeLinkUrl(data?.url);
  const details = [textOf(data?.eventData?.scheduling), textOf(data?.eventData?.location)].filter(Boolean);
  if (!name && !href) return null;
  const label = name ?? (href && (hostOf(href) ?? href));
  return (
    <p className="rt-app-embed" {...ctx.anchors.target(node)}>
      {href ? (
        <a href={href} rel="noopener noreferrer">
          {label}
        </a>
      ) : (
        <strong>{label}</strong>
      )}
      {details.length > 0 && <span className="rt-app-embed-details">{details.join(' · ')}</span>}
    </p>
  );
}
