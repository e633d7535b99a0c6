// A product description as plain paragraphs for the static pages: Catalog V1's HTML read as text, Catalog
// V3's rich content by its text nodes. The generator never writes the merchant's markup into a page (it
// would run in the store's origin), and never shows it as escaped tags either.
import type { ProductSummary, RichNode } from '../../src/index.ts';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** HTML as the text of its blocks (paragraphs, list items, headings), one string per block. */
function htmlParagraphs(html: string): string[] {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr)\s*>|<br\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const textOf = (node: RichNode): string => node.textData?.text ?? (node.nodes ?? []).map(textOf).join('');

/** Rich content as the text of its innermost blocks (a list item's paragraph, not the list as one line). */
function richParagraphs(nodes: RichNode[]): string[] {
  return nodes.flatMap((node) => {
    const children = node.nodes ?? [];
    if (children.some((child) => child.nodes !== undefined && child.type !== 'TEXT'))
      return richParagraphs(children);
    const text = textOf(node).replace(/\s+/g, ' ').trim();
    return text ? [text] : [];
  });
}

export function descriptionParagraphs(description: ProductSummary['description']): string[] {
  if (!description) return [];
  return 'html' in description
    ? htmlParagraphs(description.html)
    : richParagraphs(description.richContent.nodes ?? []);
}
