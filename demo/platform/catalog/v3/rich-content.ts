// A V1 product description (HTML) as Catalog V3 sends it: `description` as a rich-content document (Ricos
// nodes: PARAGRAPH, HEADING, BULLETED_LIST / ORDERED_LIST with LIST_ITEM, BLOCKQUOTE, CODE_BLOCK, DIVIDER,
// TEXT with BOLD / ITALIC / UNDERLINE / STRIKETHROUGH / LINK decorations), and `plainDescription` as the
// HTML rendered back from those nodes, as the platform derives one from the other (products-v-3 JSDoc:
// plainDescription "is then converted to rich content"). Unknown elements keep their text; scripts and
// styles are dropped.
import { stableId } from '../ids.ts';
import { type HtmlNode, parseHtml } from './html-tree.ts';
import type { V3Decoration, V3Node, V3RichContent } from './wire.ts';

type Element = Extract<HtmlNode, { kind: 'element' }>;

const BLOCK = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'hr',
  'section',
  'article',
  'header',
  'footer',
  'table',
  'tr',
  'td',
  'th',
  'tbody',
  'thead',
]);
const AUTO = { textAlignment: 'AUTO' } as const;

const TARGETS: Record<string, 'BLANK' | 'PARENT' | 'TOP'> = {
  _blank: 'BLANK',
  _parent: 'PARENT',
  _top: 'TOP',
};

function decorationsOf(element: Element): V3Decoration[] {
  switch (element.tag) {
    case 'strong':
    case 'b':
      return [{ type: 'BOLD', fontWeightValue: 700 }];
    case 'em':
    case 'i':
      return [{ type: 'ITALIC', italicData: true }];
    case 'u':
      return [{ type: 'UNDERLINE', underlineData: true }];
    case 's':
    case 'strike':
    case 'del':
      return [{ type: 'STRIKETHROUGH', strikethroughData: true }];
    case 'a': {
      const url = element.attrs.href;
      if (!url) return [];
      const rel = new Set((element.attrs.rel ?? '').toLowerCase().split(/\s+/));
      return [
        {
          type: 'LINK',
          linkData: {
            link: {
              url,
              target: TARGETS[(element.attrs.target ?? '').toLowerCase()] ?? 'SELF',
              rel: {
                nofollow: rel.has('nofollow'),
                sponsored: rel.has('sponsored'),
                ugc: rel.has('ugc'),
                noreferrer: rel.has('noreferrer'),
              },
            },
          },
        },
      ];
    }
    default:
      return [];
  }
}

const hasBlocks = (nodes: HtmlNode[]): boolean =>
  nodes.some((n) => n.kind === 'element' && (BLOCK.has(n.tag) || hasBlocks(n.children)));

/** Builds the nodes of one document; ids are stable for a given document key. */
class Builder {
  private count = 0;
  constructor(private readonly key: string) {}

  private id(): string {
    this.count += 1;
    return stableId(this.key, 'node', String(this.count)).slice(0, 8);
  }

  private text(text: string, decorations: V3Decoration[]): V3Node {
    return { type: 'TEXT', id: '', nodes: [], textData: { text, decorations } };
  }

  /** The TEXT nodes of inline content, whitespace collapsed as a browser would. */
  inline(nodes: HtmlNode[], decorations: V3Decoration[] = []): V3Node[] {
    const out: V3Node[] = [];
    for (const node of nodes) {
      if (node.kind === 'text') {
        const text = node.text.replace(/[ \t\r\n\f]+/g, ' ');
        if (text) out.push(this.text(text, decorations));
      } else if (node.tag === 'br') out.push(this.text('\n', decorations));
      else if (!['script', 'style', 'template', 'noscript', 'iframe', 'object', 'img'].includes(node.tag))
        out.push(...this.inline(node.children, [...decorations, ...decorationsOf(node)]));
    }
    return trimEdges(out);
  }

  private paragraph(inline: V3Node[]): V3Node[] {
    if (!inline.length) return [];
    return [
      { type: 'PARAGRAPH', id: this.id(), nodes: inline, paragraphData: { textStyle: AUTO, indentation: 0 } },
    ];
  }

  private listItems(element: Element): V3Node[] {
    return element.children.flatMap((child) => {
      if (child.kind === 'text' && !child.text.trim()) return [];
      const content = child.kind === 'element' && child.tag === 'li' ? child.children : [child];
      const nodes = this.blocks(content);
      return nodes.length ? [{ type: 'LIST_ITEM' as const, id: this.id(), nodes }] : [];
    });
  }

  /** Block nodes for a list of HTML nodes; loose inline content becomes paragraphs. */
  blocks(nodes: HtmlNode[]): V3Node[] {
    const out: V3Node[] = [];
    let pending: HtmlNode[] = [];
    const flush = () => {
      out.push(...this.paragraph(this.inline(pending)));
      pending = [];
    };
    for (const node of nodes) {
      if (node.kind === 'text' || (!BLOCK.has(node.tag) && !hasBlocks(node.children))) {
        pending.push(node);
        continue;
      }
      flush();
      out.push(...this.block(node));
    }
    flush();
    return out;
  }

  private block(element: Element): V3Node[] {
    const tag = element.tag;
    const level = /^h([1-6])$/.exec(tag)?.[1];
    if (level) {
      const inline = this.inline(element.children);
      return inline.length
        ? [
            {
              type: 'HEADING',
              id: this.id(),
              nodes: inline,
              headingData: { level: Number(level), textStyle: AUTO, indentation: 0 },
            },
          ]
        : [];
    }
    switch (tag) {
      case 'p':
        return hasBlocks(element.children)
          ? this.blocks(element.children)
          : this.paragraph(this.inline(element.children));
      case 'ul':
      case 'ol': {
        const items = this.listItems(element);
        if (!items.length) return [];
        return tag === 'ul'
          ? [{ type: 'BULLETED_LIST', id: this.id(), nodes: items, bulletedListData: { indentation: 0 } }]
          : [{ type: 'ORDERED_LIST', id: this.id(), nodes: items, orderedListData: { indentation: 0 } }];
      }
      case 'blockquote': {
        const inner = this.blocks(element.children);
        return inner.length
          ? [{ type: 'BLOCKQUOTE', id: this.id(), nodes: inner, blockquoteData: { indentation: 1 } }]
          : [];
      }
      case 'pre': {
        const text = textOf(element.children);
        return text
          ? [
              {
                type: 'CODE_BLOCK',
                id: this.id(),
                nodes: [this.text(text, [])],
                codeBlockData: { textStyle: AUTO },
              },
            ]
          : [];
      }
      case 'hr':
        return [
          {
            type: 'DIVIDER',
            id: this.id(),
            nodes: [],
            dividerData: { lineStyle: 'SINGLE', width: 'LARGE', alignment: 'CENTER' },
          },
        ];
      case 'script':
      case 'style':
        return [];
      default:
        return this.blocks(element.children);
    }
  }
}

function textOf(nodes: HtmlNode[]): string {
  return nodes.map((n) => (n.kind === 'text' ? n.text : n.tag === 'br' ? '\n' : textOf(n.children))).join('');
}

/** Drops the spaces a browser would not show at the start and end of a block. */
function trimEdges(nodes: V3Node[]): V3Node[] {
  const out = nodes.map((n) => ({ ...n, textData: { ...n.textData } }));
  const first = out[0]?.textData;
  if (first?.text) first.text = first.text.replace(/^ +/, '');
  const last = out.at(-1)?.textData;
  if (last?.text) last.text = last.text.replace(/ +$/, '');
  return out.filter((n) => n.textData?.text);
}

/** The rich-content document of a description. `key` (the product id) keeps node ids stable. */
export function richContent(html: string, key: string): V3RichContent {
  return {
    nodes: new Builder(key).blocks(parseHtml(html)),
    metadata: { version: 1, id: stableId(key, 'description') },
    documentStyle: {},
  };
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function renderText(node: V3Node): string {
  let html = escapeHtml(node.textData?.text ?? '').replace(/\n/g, '<br>');
  const decorations = node.textData?.decorations ?? [];
  const wrap = (type: string, open: string, close: string) => {
    if (decorations.some((d) => d.type === type)) html = `${open}${html}${close}`;
  };
  wrap('STRIKETHROUGH', '<s>', '</s>');
  wrap('UNDERLINE', '<u>', '</u>');
  wrap('ITALIC', '<em>', '</em>');
  wrap('BOLD', '<strong>', '</strong>');
  const link = decorations.find((d) => d.type === 'LINK')?.linkData?.link;
  if (link?.url) {
    const target = link.target && link.target !== 'SELF' ? ` target="_${link.target.toLowerCase()}"` : '';
    html = `<a href="${escapeHtml(link.url)}"${target}>${html}</a>`;
  }
  return html;
}

function renderNode(node: V3Node): string {
  const inner = (node.nodes ?? []).map(renderNode).join('');
  switch (node.type) {
    case 'TEXT':
      return renderText(node);
    case 'PARAGRAPH':
      return `<p>${inner}</p>`;
    case 'HEADING': {
      const level = node.headingData?.level ?? 2;
      return `<h${level}>${inner}</h${level}>`;
    }
    case 'BULLETED_LIST':
      return `<ul>${inner}</ul>`;
    case 'ORDERED_LIST':
      return `<ol>${inner}</ol>`;
    case 'LIST_ITEM':
      return `<li>${inner}</li>`;
    case 'BLOCKQUOTE':
      return `<blockquote>${inner}</blockquote>`;
    case 'CODE_BLOCK':
      // Line breaks stay characters inside <pre>.
      return `<pre>${(node.nodes ?? []).map((n) => escapeHtml(n.textData?.text ?? '')).join('')}</pre>`;
    case 'DIVIDER':
      return '<hr>';
    default:
      return inner;
  }
}

/** `plainDescription`: the HTML of a rich-content document. */
export function richContentHtml(content: V3RichContent): string {
  return (content.nodes ?? []).map(renderNode).join('');
}
