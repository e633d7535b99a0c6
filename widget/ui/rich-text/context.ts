// What every node renderer receives, and small readers that take the wire's untrusted JSON as it comes
// (a missing array, a number where text should be) without throwing.
import type { MouseEvent, ReactNode } from 'react';
import type { RichNode, RichNodeType } from '../../../src/types/rich-content.ts';
import type { MediaBase } from './safe-url.ts';

export interface RenderContext {
  /** The platform's media host. */
  media: MediaBase;
  /** The tag level a level-1 heading of the description gets. */
  headingBase: number;
  /** The accessible name of a covered spoiler. */
  spoilerLabel: string;
  anchors: Anchors;
  /** Renders child nodes as blocks, one level deeper. */
  blocks(nodes: readonly RichNode[]): ReactNode[];
  /** Renders child nodes as text runs (inside a paragraph, heading, caption or summary). */
  inline(nodes: readonly RichNode[]): ReactNode[];
}

/** In-page links: only to nodes of this description, moved to by script (a `#` link in a shadow root would change the host page's address and find nothing). */
export interface Anchors {
  /** The `href` of a link to node `id`, when this description has that node. */
  href(id: unknown): string | undefined;
  /** Attributes that make `node` a link target (an id, focusable by script) when something links to it. */
  target(node: RichNode): { id?: string; tabIndex?: number };
  /** Click handler for a link to node `id`: scrolls to it and moves focus there. */
  follow(id: string): (event: MouseEvent) => void;
}

/** Whether a wire value is an object (the typings say so; the JSON may not). */
export const isObject = <T>(value: T): value is T & object => typeof value === 'object' && value !== null;

/** The node's children that are objects (anything else on the wire is skipped). */
export function childrenOf(node: RichNode): RichNode[] {
  return Array.isArray(node.nodes) ? node.nodes.filter(isObject) : [];
}

/** The children of the given type. */
export const childrenOfType = (node: RichNode, type: RichNodeType): RichNode[] =>
  childrenOf(node).filter((child) => child.type === type);

/** A string worth showing, or `undefined` for a missing, blank or non-string value. */
export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** Deeper than this, nodes are left out: a hostile document cannot exhaust the stack. */
export const MAX_DEPTH = 32;

/** All the text under a node, for nodes shown as plain text (unknown kinds, code blocks, summaries). */
export function plainText(node: RichNode, depth = 0): string {
  if (depth > MAX_DEPTH) return '';
  const own = node.type === 'TEXT' && typeof node.textData?.text === 'string' ? node.textData.text : '';
  return (
    own +
    childrenOf(node)
      .map((child) => plainText(child, depth + 1))
      .join('')
  );
}

/** Class names joined, falsy ones left out; `undefined` when none is left. */
export function classNames(...names: (string | false | null | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}

/** A finite number within [min, max], else `undefined`. */
export function numberIn(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
    ? value
    : undefined;
}
