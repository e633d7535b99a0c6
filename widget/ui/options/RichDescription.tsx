import { createElement, type ReactNode } from 'react';

// The product description arrives as HTML written by the merchant. It is never given to innerHTML:
// it is parsed inert (DOMParser runs no scripts) and only these plain elements are rebuilt in React.
const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'span']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = [...element.childNodes].map(toReact);
  if (tag === 'script' || tag === 'style') return null;
  return ALLOWED.has(tag)
    ? createElement(tag, { key }, ...(tag === 'br' ? [] : children))
    : createElement('span', { key }, ...children);
}

export function RichDescription({ html }: { html: string }) {
  if (!html.trim()) return null;
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return <div className="description muted">{[...parsed.body.childNodes].map(toReact)}</div>;
}
