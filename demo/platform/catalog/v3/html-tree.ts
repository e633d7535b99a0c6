// A small, forgiving HTML reader for product descriptions (V1 `description` is HTML a merchant typed):
// elements, text with character references, comments. It never fails: unclosed elements close at the end,
// a stray end tag is ignored, so any description gives some tree.

export type HtmlNode =
  | { kind: 'element'; tag: string; attrs: Record<string, string>; children: HtmlNode[] }
  | { kind: 'text'; text: string };

type Element = Extract<HtmlNode, { kind: 'element' }>;

const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'wbr', 'source', 'col', 'area']);
/** Their content is never text to show. */
const RAW = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object']);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

function readAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g))
    attrs[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  return attrs;
}

export function parseHtml(html: string): HtmlNode[] {
  const root: Element = { kind: 'element', tag: '#root', attrs: {}, children: [] };
  const stack: Element[] = [root];
  const top = () => stack[stack.length - 1]!;
  const token =
    /<!--[\s\S]*?(?:-->|$)|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
  let at = 0;
  for (const m of html.matchAll(token)) {
    if (m.index > at) top().children.push({ kind: 'text', text: decodeEntities(html.slice(at, m.index)) });
    at = m.index + m[0].length;
    if (m[1]) {
      const tag = m[1].toLowerCase();
      const depth = stack.findLastIndex((e) => e.tag === tag);
      if (depth > 0) stack.length = depth;
    } else if (m[2]) {
      const tag = m[2].toLowerCase();
      const element: Element = { kind: 'element', tag, attrs: readAttrs(m[3] ?? ''), children: [] };
      top().children.push(element);
      if (RAW.has(tag)) {
        // Skip everything up to the matching end tag: a script's text is not description text.
        const end = html.toLowerCase().indexOf(`</${tag}`, at);
        at = end < 0 ? html.length : html.indexOf('>', end) + 1 || html.length;
        token.lastIndex = at;
      } else if (!VOID.has(tag) && !(m[3] ?? '').trimEnd().endsWith('/')) stack.push(element);
    }
  }
  if (at < html.length) top().children.push({ kind: 'text', text: decodeEntities(html.slice(at)) });
  return root.children;
}
