/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A tagged template that escapes every interpolated value except nested `Html` fragments. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new Html(out);
}

function render(value: unknown): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === undefined || value === null || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * Values only the demo server knows (the emulator's address, the second origin), left in the built
 * pages as placeholders and filled in as each page is served.
 */
export const PLACEHOLDER = {
  api: '%%DROPCART_API%%',
  /** `v2` or `v1`: the cart generation the script tag asks for (`npm run demo -- --cart-api v1`). */
  cartApi: '%%DROPCART_CART_API%%',
  /** ` data-catalog="v3"` (or `v1`) when the server is told the store's catalog, else nothing (detected). */
  catalogAttribute: '%%DROPCART_CATALOG_ATTRIBUTE%%',
  otherOrigin: '%%DROPCART_OTHER_ORIGIN%%',
  /** The emulator's mail outbox page, with the control token it wants. */
  outbox: '%%DROPCART_OUTBOX%%',
} as const;
