// Every language's catalog against English's: the same keys (the `Catalog` type holds that at build time),
// the same placeholders in each text, and no key or `{placeholder}` left on the screen once rendered.
import { describe, expect, it } from 'vitest';
import { de } from '../../widget/i18n/de.ts';
import { en, type MessageKey } from '../../widget/i18n/en.ts';
import { createTranslator } from '../../widget/i18n/index.ts';

const LANGUAGES = { de };

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const keys = Object.keys(en) as MessageKey[];

describe('message catalogs', () => {
  it.each(Object.entries(LANGUAGES))('%s has exactly English’s keys', (_, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual([...keys].sort());
  });

  it.each(Object.entries(LANGUAGES))('%s uses the placeholders English uses, text by text', (_, catalog) => {
    const differing = keys.filter(
      (key) => placeholders(catalog[key]).join() !== placeholders(en[key]).join(),
    );
    expect(differing.map((key) => `${key}: ${catalog[key]}`)).toEqual([]);
  });

  it.each(['en', ...Object.keys(LANGUAGES)])(
    '%s renders every text with no key or placeholder left',
    async (language) => {
      const translator = createTranslator(language);
      await translator.loadUi();
      const sample = { name: 'Tee', count: 2, code: 'SAVE10', reason: 'x', total: '$1.00', email: 'a@b.c' };
      const leftovers = keys.filter((key) => {
        const params = Object.fromEntries(
          placeholders(en[key]).map((p) => [p, sample[p as keyof typeof sample] ?? p]),
        );
        const text = translator.t(key, params);
        return text === key || /\{\w+\}/.test(text) || text.trim() === '';
      });
      expect(leftovers).toEqual([]);
    },
  );
});
