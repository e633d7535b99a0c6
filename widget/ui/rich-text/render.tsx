// Which renderer draws which node kind, and the render context that walks the tree. HTML and oEmbed nodes
// render nothing: their payload is third-party markup. A kind we do not know shows its children's text.
import { Fragment, type ReactNode } from 'react';
import type { RichNode } from '../../../src/types/rich-content.ts';
import { type Anchors, childrenOf, MAX_DEPTH, plainText, type RenderContext } from './context.ts';
import { appEmbed, button, linkPreview, map, poll } from './embeds.tsx';
import { renderText } from './marks.tsx';
import { audio, file, gallery, gif, image, video } from './media.tsx';
import type { MediaBase } from './safe-url.ts';
import { collapsibleList, layout, table } from './structure.tsx';
import {
  blockquote,
  bulletedList,
  caption,
  codeBlock,
  divider,
  heading,
  listItem,
  orderedList,
  paragraph,
} from './text-blocks.tsx';

type Renderer = (node: RichNode, ctx: RenderContext) => ReactNode;

/** Parts of a table, list or layout met outside their parent: their content, in a plain container. */
const container: Renderer = (node, ctx) => (
  <div {...ctx.anchors.target(node)}>{ctx.blocks(childrenOf(node))}</div>
);
const nothing: Renderer = () => null;

// A Map, not an object literal: a node `type` of "constructor" or "__proto__" must not find a function.
const BLOCKS = new Map<string, Renderer>([
  ['PARAGRAPH', paragraph],
  ['HEADING', heading],
  ['BULLETED_LIST', bulletedList],
  ['ORDERED_LIST', orderedList],
  ['LIST_ITEM', listItem],
  ['BLOCKQUOTE', blockquote],
  ['CODE_BLOCK', codeBlock],
  ['CAPTION', caption],
  ['DIVIDER', divider],
  ['TEXT', (node, ctx) => <p>{renderText(node, ctx)}</p>],
  ['IMAGE', image],
  ['GALLERY', gallery],
  ['GIF', gif],
  ['VIDEO', video],
  ['AUDIO', audio],
  ['FILE', file],
  ['LINK_PREVIEW', linkPreview],
  ['BUTTON', button],
  ['MAP', map],
  ['POLL', poll],
  ['APP_EMBED', appEmbed],
  ['TABLE', table],
  ['TABLE_ROW', container],
  ['TABLE_CELL', container],
  ['COLLAPSIBLE_LIST', collapsibleList],
  ['COLLAPSIBLE_ITEM', container],
  ['COLLAPSIBLE_ITEM_TITLE', container],
  ['COLLAPSIBLE_ITEM_BODY', container],
  ['LAYOUT', layout],
  ['LAYOUT_CELL', container],
  ['HTML', nothing],
  ['EMBED', nothing],
]);

/** A node of a kind we do not render (a newer one, or nonsense): its text, if it has any. */
const unknownBlock: Renderer = (node) => {
  const text = plainText(node);
  return text.trim() ? <p>{text}</p> : null;
};

export interface RenderOptions {
  media: MediaBase;
  headingBase: number;
  spoilerLabel: string;
  anchors: Anchors;
}

/** The context for nodes at `depth`; the one for their children is made once, on first use. */
export function renderContext(options: RenderOptions, depth = 0): RenderContext {
  let deeper: RenderContext | undefined;
  const child = () => {
    deeper ??= renderContext(options, depth + 1);
    return deeper;
  };
  const each = (nodes: readonly RichNode[], draw: (node: RichNode, ctx: RenderContext) => ReactNode) => {
    if (depth >= MAX_DEPTH) return [];
    const out: ReactNode[] = [];
    // Positions are stable (the description does not reorder while shown); node ids may repeat or be "".
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i];
      if (node) out.push(<Fragment key={i}>{draw(node, child())}</Fragment>);
    }
    return out;
  };
  return {
    ...options,
    blocks: (nodes) => each(nodes, (node, ctx) => (BLOCKS.get(String(node.type)) ?? unknownBlock)(node, ctx)),
    // Inside a text block only text runs are elements; any other node gives its text (a block there would
    // be invalid markup).
    inline: (nodes) =>
      each(nodes, (node, ctx) => (node.type === 'TEXT' ? renderText(node, ctx) : plainText(node))),
  };
}
