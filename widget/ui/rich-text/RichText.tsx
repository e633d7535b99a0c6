import { useId, useMemo, useRef } from 'react';
import { WIX_IMAGE_URL } from '../../../src/media/image.ts';
import type { RichContent } from '../../../src/types/rich-content.ts';
import { createAnchors } from './anchors.ts';
import { isObject } from './context.ts';
import { renderContext } from './render.tsx';
import { SpoilerGroupProvider } from './Spoiler.tsx';
import { toMediaBase } from './safe-url.ts';
import { useRichTextStyles } from './use-rich-text-styles.ts';

export interface RichTextProps {
  /** A Catalog V3 product description (`product.description`, rich content). Nothing renders when it has no nodes. */
  content: RichContent | null | undefined;
  /**
   * The platform's media address: media ids resolve under it, and images, GIFs, video, audio and files load
   * only from its origin.
   * @default 'https://static.wixstatic.com/media/'
   */
  mediaBase?: string;
  /**
   * The tag level a level-1 heading of the description gets; deeper ones follow, up to h6. One below the
   * heading of the surface that shows the description (the options popover's is an h2).
   * @default 3
   */
  headingLevel?: number;
  /**
   * The accessible name of a covered spoiler, which reveals its text when activated.
   * @default 'Reveal hidden text'
   */
  spoilerLabel?: string;
}

/**
 * A product description's rich content as plain, safe elements: no merchant or third-party markup is ever
 * parsed or inserted, links go only to http(s)/mailto addresses or within the description, media load only
 * from the platform's media host, and styles are limited to checked colours and bounded font sizes.
 */
export function RichText({
  content,
  mediaBase = WIX_IMAGE_URL,
  headingLevel = 3,
  spoilerLabel = 'Reveal hidden text',
}: RichTextProps) {
  useRichTextStyles();
  const root = useRef<HTMLDivElement>(null);
  const prefix = useId();
  const media = useMemo(() => toMediaBase(mediaBase), [mediaBase]);
  if (!Number.isInteger(headingLevel) || headingLevel < 1 || headingLevel > 6)
    throw new RangeError(`[dropcart] headingLevel must be an integer from 1 to 6, got ${headingLevel}`);
  const nodes = useMemo(
    () => (Array.isArray(content?.nodes) ? content.nodes.filter(isObject) : []),
    [content],
  );
  const ctx = useMemo(
    () =>
      renderContext({
        media,
        headingBase: headingLevel,
        spoilerLabel,
        anchors: createAnchors(nodes, prefix, root),
      }),
    [media, headingLevel, spoilerLabel, nodes, prefix],
  );
  if (nodes.length === 0) return null;
  return (
    <div ref={root} className="rich-text">
      <SpoilerGroupProvider>{ctx.blocks(nodes)}</SpoilerGroupProvider>
    </div>
  );
}
