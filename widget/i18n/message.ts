// Fills a catalog text: `{name}` takes its value, and `{count, plural, one {# item} other {# items}}` the
// form the locale's plural rules choose (CLDR categories: Polish needs one, few, many and other), so no
// text ever decides by `n === 1`. Numbers are written as the locale writes them.

export type Params = Record<string, string | number>;

/** `{count, plural, one {…} other {…}}`: the forms may hold `#` and `{placeholders}`, not nested plurals. */
export const PLURAL = /\{(\w+), plural,((?:\s*[\w=]+\s*\{[^{}]*(?:\{\w+\}[^{}]*)*\})+)\s*\}/g;
const FORM = /([\w=]+)\s*\{([^{}]*(?:\{\w+\}[^{}]*)*)\}/g;

/** The names a text fills, each `{name}` and `{name, plural, …}`, sorted and joined: equal texts agree. */
export const placeholdersOf = (text: string): string =>
  [...new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]))].sort().join();

/** The forms of each plural in a text, by category (for the catalogs' checks). */
export function pluralForms(text: string): Array<{ name: string; forms: Record<string, string> }> {
  return [...text.matchAll(PLURAL)].map(([, name = '', body = '']) => ({
    name,
    forms: Object.fromEntries(
      [...body.matchAll(FORM)].map(([, category = '', form = '']) => [category, form]),
    ),
  }));
}

/**
 * `isolate`: each value in its own bidirectional run (U+2068 … U+2069), so that a Latin product name or an
 * amount inside a right-to-left sentence keeps its order and does not pull the punctuation around it.
 */
export function createFormatter(
  locale: string,
  { isolate = false }: { isolate?: boolean } = {},
): (text: string, params?: Params) => string {
  // Made on first use (a page's first Intl object loads the browser's locale data); English for a tag
  // Intl refuses.
  const once = <T>(make: (tag: string) => T) => {
    let made: T | undefined;
    return (): T => {
      if (made === undefined)
        try {
          made = make(locale);
        } catch {
          made = make('en');
        }
      return made;
    };
  };
  const numbers = once((tag) => new Intl.NumberFormat(tag));
  const rules = once((tag) => new Intl.PluralRules(tag));
  const number = (value: number) => numbers().format(value);
  const category = (value: number) => rules().select(value);
  const fill = (text: string, params: Params | undefined) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params?.[name];
      if (value === undefined) return whole;
      const text = typeof value === 'number' ? number(value) : value;
      return isolate ? `\u2068${text}\u2069` : text;
    });
  return (text, params) =>
    fill(
      text.replace(PLURAL, (whole, name: string) => {
        const value = params?.[name];
        if (typeof value !== 'number') return whole;
        const forms = pluralForms(whole)[0]?.forms ?? {};
        const form = forms[`=${value}`] ?? forms[category(value)] ?? forms.other ?? '';
        return form.replace(/#/g, number(value));
      }),
      params,
    );
}
