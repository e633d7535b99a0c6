// In-page links of one description. A link may point only at a node of the same description; that node gets
// an element id unique to this rendering (two descriptions on one page never collide) and is reached by
// script, since a `#fragment` link inside our shadow root would rewrite the host page's address and find
// nothing there.
import type { MouseEvent, RefObject } from 'react';
import type { Link, RichNode } from '../../../src/types/rich-content.ts';
import { type Anchors, childrenOf, isObject, MAX_DEPTH } from './context.ts';

/** Every `anchor` a link of this node names (text decorations, linked images, buttons, previews). */
function anchorsNamedBy(node: RichNode): unknown[] {
  const links: (Link | undefined)[] = [
    node.imageData?.link,
    node.buttonData?.link,
    node.linkPreviewData?.link,
    ...(Array.isArray(node.galleryData?.items)
      ? node.galleryData.items.map((item) => item?.image?.link)
      : []),
  ];
  const named = links.map((link) => (isObject(link) ? link.anchor : undefined));
  const decorations = node.textData?.decorations;
  if (Array.isArray(decorations))
    for (const decoration of decorations.filter(isObject)) {
      if (decoration.type === 'ANCHOR') named.push(decoration.anchorData?.anchor);
      if (decoration.type === 'LINK') named.push(decoration.linkData?.link?.anchor);
    }
  return named;
}

/** The ids that are both a node of this description and named by one of its links. */
function linkedIds(nodes: readonly RichNode[]): Set<string> {
  const present = new Set<string>();
  const named = new Set<unknown>();
  const visit = (node: RichNode, depth: number) => {
    if (depth > MAX_DEPTH) return;
    if (typeof node.id === 'string' && node.id) present.add(node.id);
    for (const anchor of anchorsNamedBy(node)) named.add(anchor);
    for (const child of childrenOf(node)) visit(child, depth + 1);
  };
  for (const node of nodes) visit(node, 0);
  return new Set([...present].filter((id) => named.has(id)));
}

export function createAnchors(
  nodes: readonly RichNode[],
  prefix: string,
  root: RefObject<HTMLElement | null>,
): Anchors {
  const targets = linkedIds(nodes);
  const elementId = (id: string) => `${prefix}-${id}`;
  return {
    href: (id) => (typeof id === 'string' && targets.has(id) ? `#${elementId(id)}` : undefined),
    target: (node) =>
      typeof node.id === 'string' && targets.has(node.id) ? { id: elementId(node.id), tabIndex: -1 } : {},
    follow: (id) => (event: MouseEvent) => {
      event.preventDefault();
      const container = root.current;
      const wanted = elementId(id);
      const target = container
        ? [...container.querySelectorAll<HTMLElement>('[id]')].find((element) => element.id === wanted)
        : undefined;
      if (!target || !container) return;
      // A target inside a closed collapsible item would stay hidden: open the items around it.
      for (let parent = target.parentElement; parent && parent !== container; parent = parent.parentElement)
        if (parent.tagName === 'DETAILS') parent.setAttribute('open', '');
      target.scrollIntoView?.({ block: 'nearest' });
      target.focus({ preventScroll: true });
    },
  };
}
