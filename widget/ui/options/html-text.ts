// A Catalog V1 description is HTML written by the merchant. It is read here by a small tokenizer into text
// and element names, never parsed by the browser: under a host page's Trusted Types policy
// (`require-trusted-types-for 'script'`) DOMParser.parseFromString, innerHTML and every other HTML parser
// of the DOM refuse a plain string, and the refusal took the whole widget down. Nothing here can run: the
// result is text and tag names, which RichDescription.tsx rebuilds from an allow-list in React.

/** Text, or an element (lower-case tag name) with what it holds. Attributes are never kept. */
export type HtmlNode = string | { tag: string; children: HtmlNode[] };

/** Elements whose content is not text for the shopper (code, styles, page metadata): dropped with it. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'textarea',
  'title',
  'head',
  'svg',
  'math',
]);
/** Elements that hold nothing and have no closing tag. */
const VOID = new Set([
  'br',
  'img',
  'hr',
  'input',
  'meta',
  'link',
  'source',
  'wbr',
  'area',
  'base',
  'col',
  'embed',
  'track',
]);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  deg: '°',
  times: '×',
  middot: '·',
  bull: '•',
};

/** Character references: numeric ones and the common named ones; anything else stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, (whole, ref: string) => {
    if (ref[0] !== '#') return Object.hasOwn(NAMED, ref) ? (NAMED[ref] as string) : whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    // NUL, surrogates and beyond Unicode become U+FFFD, as an HTML parser makes them.
    return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
      ? '\ufffd'
      : String.fromCodePoint(code);
  });
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;

/** The description's text and elements, as a tree; unclosed elements end with their parent. */
export function readHtml(html: string): HtmlNode[] {
  const root = { tag: '', children: [] as HtmlNode[] };
  const open: Array<{ tag: string; children: HtmlNode[] }> = [root];
  const top = () => open[open.length - 1] as { tag: string; children: HtmlNode[] };
  const text = (raw: string) => {
    if (!raw) return;
    const children = top().children;
    const last = children[children.length - 1];
    const decoded = decodeEntities(raw);
    if (typeof last === 'string') children[children.length - 1] = last + decoded;
    else children.push(decoded);
  };
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt === -1) {
      text(html.slice(at));
      break;
    }
    text(html.slice(at, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      at = end === -1 ? html.length : end + 3;
      continue;
    }
    TAG.lastIndex = lt;
    const match = TAG.exec(html);
    if (!match) {
      // A doctype or a processing instruction is skipped; a lone '<' is text.
      const markup = html[lt + 1] === '!' || html[lt + 1] === '?';
      const end = markup ? html.indexOf('>', lt) : -1;
      if (markup) at = end === -1 ? html.length : end + 1;
      else {
        text('<');
        at = lt + 1;
      }
      continue;
    }
    at = lt + match[0].length;
    const [, closing, name = '', rest = ''] = match;
    const tag = name.toLowerCase();
    if (closing) {
      const index = open.map((node) => node.tag).lastIndexOf(tag);
      if (index > 0) open.length = index;
      continue;
    }
    if (DROPPED.has(tag)) {
      const end = html.toLowerCase().indexOf(`</${tag}`, at);
      const close = end === -1 ? -1 : html.indexOf('>', end);
      at = close === -1 ? html.length : close + 1;
      continue;
    }
    const node = { tag, children: [] as HtmlNode[] };
    top().children.push(node);
    if (!VOID.has(tag) && !rest.trimEnd().endsWith('/')) open.push(node);
  }
  return root.children;
}
