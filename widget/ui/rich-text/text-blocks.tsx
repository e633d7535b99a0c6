// Text blocks: paragraph, heading, lists and their items, blockquote, code block, caption, divider.
import { createElement, type ReactNode } from 'react';
import type { RichNode, TextStyle } from '../../../src/types/rich-content.ts';
import { childrenOf, classNames, numberIn, plainText, type RenderContext } from './context.ts';

const ALIGNMENTS: Record<string, string> = {
  LEFT: 'rt-align-left',
  RIGHT: 'rt-align-right',
  CENTER: 'rt-align-center',
  JUSTIFY: 'rt-align-justify',
};

/** The class for a block's text alignment (`AUTO` and unknown values keep the reading direction's). */
function alignment(style: TextStyle | undefined): string | undefined {
  const value = style?.textAlignment;
  return typeof value === 'string' && Object.hasOwn(ALIGNMENTS, value) ? ALIGNMENTS[value] : undefined;
}

function indentation(value: unknown): string | undefined {
  const level = numberIn(value, 1, 4);
  return level === undefined ? undefined : `rt-indent-${Math.floor(level)}`;
}

export function paragraph(node: RichNode, ctx: RenderContext): ReactNode {
  const data = node.paragraphData;
  const content = ctx.inline(childrenOf(node));
  return (
    <p
      className={classNames(alignment(data?.textStyle), indentation(data?.indentation))}
      {...ctx.anchors.target(node)}
    >
      {/* An empty paragraph is the editor's blank line: keep its height. */}
      {content.length > 0 ? content : <br />}
    </p>
  );
}

/** Heading levels shift so the description's top heading sits under the surface's own (`headingBase`). */
export function heading(node: RichNode, ctx: RenderContext): ReactNode {
  const data = node.headingData;
  const level = numberIn(data?.renderedLevel, 1, 6) ?? numberIn(data?.level, 1, 6) ?? 1;
  const tag = `h${Math.min(6, ctx.headingBase + Math.floor(level) - 1)}`;
  return createElement(
    tag,
    {
      className: classNames(alignment(data?.textStyle), indentation(data?.indentation)),
      ...ctx.anchors.target(node),
    },
    ...ctx.inline(childrenOf(node)),
  );
}

/** A list holds list items; anything else the wire puts there gets an item of its own (ul/ol allow only li). */
function items(node: RichNode, ctx: RenderContext): ReactNode[] {
  return ctx.blocks(
    childrenOf(node).map((child) =>
      child.type === 'LIST_ITEM' ? child : { type: 'LIST_ITEM', nodes: [child] },
    ),
  );
}

export function bulletedList(node: RichNode, ctx: RenderContext): ReactNode {
  return <ul {...ctx.anchors.target(node)}>{items(node, ctx)}</ul>;
}

export function orderedList(node: RichNode, ctx: RenderContext): ReactNode {
  const start = numberIn(node.orderedListData?.start, -1e9, 1e9);
  return (
    <ol start={start === undefined ? undefined : Math.floor(start)} {...ctx.anchors.target(node)}>
      {items(node, ctx)}
    </ol>
  );
}

export function listItem(node: RichNode, ctx: RenderContext): ReactNode {
  return <li {...ctx.anchors.target(node)}>{ctx.blocks(childrenOf(node))}</li>;
}

export function blockquote(node: RichNode, ctx: RenderContext): ReactNode {
  return (
    <blockquote className={indentation(node.blockquoteData?.indentation)} {...ctx.anchors.target(node)}>
      {ctx.blocks(childrenOf(node))}
    </blockquote>
  );
}

/** Code keeps its text and line breaks; decorations inside it are left out. */
export function codeBlock(node: RichNode, ctx: RenderContext): ReactNode {
  return (
    <pre className={alignment(node.codeBlockData?.textStyle)} {...ctx.anchors.target(node)}>
      <code>{plainText(node)}</code>
    </pre>
  );
}

/** A caption outside a figure (inside one, the figure renders it as its figcaption). */
export function caption(node: RichNode, ctx: RenderContext): ReactNode {
  return (
    <p
      className={classNames('rt-caption', alignment(node.captionData?.textStyle))}
      {...ctx.anchors.target(node)}
    >
      {ctx.inline(childrenOf(node))}
    </p>
  );
}

const LINE_STYLES = new Set(['SINGLE', 'DOUBLE', 'DASHED', 'DOTTED']);
const WIDTHS = new Set(['LARGE', 'MEDIUM', 'SMALL']);
const SIDES = new Set(['CENTER', 'LEFT', 'RIGHT']);

export function divider(node: RichNode): ReactNode {
  const data = node.dividerData;
  const pick = (value: unknown, allowed: Set<string>) =>
    typeof value === 'string' && allowed.has(value) ? `rt-divider-${value.toLowerCase()}` : undefined;
  return (
    <hr
      className={classNames(
        'rt-divider',
        pick(data?.lineStyle, LINE_STYLES),
        pick(data?.width, WIDTHS),
        pick(data?.alignment, SIDES),
      )}
    />
  );
}
