import { createElement, type ReactNode } from 'react';
import { type HtmlNode, readHtml } from './html-text.ts';

// The product description arrives as HTML written by the merchant. It is never given to innerHTML or any
// HTML parser of the DOM (Trusted Types refuse them): html-text.ts reads it into text and tag names, and
// only these plain elements are rebuilt in React; any other element keeps its text in a span.
const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'span']);

function toReact(node: HtmlNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.children.map(toReact);
  if (node.tag === 'br') return createElement('br', { key });
  return createElement(ALLOWED.has(node.tag) ? node.tag : 'span', { key }, ...children);
}

export function RichDescription({ html }: { html: string }) {
  if (!html.trim()) return null;
  return <div className="description muted">{readHtml(html).map(toReact)}</div>;
}
