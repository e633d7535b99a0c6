// Every language's catalog against English's: the same keys (the `Catalog` type holds that at build time),
// the same placeholders in each text, plural forms for exactly the language's CLDR categories, and no key
// or `{placeholder}` left on the screen once rendered.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { de, deHalves } from '../../widget/i18n/de.ts';
import {
  type Catalog,
  en,
  enHalves,
  type HalfName,
  type MessageKey,
  type TextPart,
} from '../../widget/i18n/en.ts';
import { es, esHalves } from '../../widget/i18n/es.ts';
import { fr, frHalves } from '../../widget/i18n/fr.ts';
import { he, heHalves } from '../../widget/i18n/he.ts';
import { createTranslator, LANGUAGES } from '../../widget/i18n/index.ts';
import { it as italian, itHalves } from '../../widget/i18n/it.ts';
import { ja, jaHalves } from '../../widget/i18n/ja.ts';
import { pluralForms } from '../../widget/i18n/message.ts';
import { nl, nlHalves } from '../../widget/i18n/nl.ts';
import { pl, plHalves } from '../../widget/i18n/pl.ts';
import { pt, ptHalves } from '../../widget/i18n/pt.ts';

const CATALOGS: Record<Exclude<(typeof LANGUAGES)[number], 'en'>, Catalog> = {
  de,
  fr,
  ja,
  he,
  es,
  it: italian,
  pl,
  pt,
  nl,
};

const HALVES = {
  en: enHalves,
  de: deHalves,
  fr: frHalves,
  ja: jaHalves,
  he: heHalves,
  es: esHalves,
  it: itHalves,
  pl: plHalves,
  pt: ptHalves,
  nl: nlHalves,
};
const PARTS = Object.keys(enHalves).filter((half) => half !== 'core' && half !== 'ui') as TextPart[];

/** Each `{name}` and each `{name, plural, …}` (a language may use a plural where English needs none). */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]))].sort();
const keys = Object.keys(en) as MessageKey[];

describe('message catalogs', () => {
  it('has a catalog for every language the widget offers', () => {
    expect(['en', ...Object.keys(CATALOGS)].sort()).toEqual([...LANGUAGES].sort());
  });

  it('names every language in docs/embedding.md’s `data-locale` row', () => {
    const docs = readFileSync(`${process.cwd()}/docs/embedding.md`, 'utf8');
    const row = docs.split('\n').find((line) => line.startsWith('| `data-locale`')) ?? '';
    expect(LANGUAGES.filter((language) => !row.includes(`\`${language}\``))).toEqual([]);
  });

  it.each(Object.entries(CATALOGS))('%s has exactly English’s keys', (_, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual([...keys].sort());
  });

  // A text in another half than English's would be missing where English's half is loaded.
  it.each(Object.entries(HALVES))('%s has exactly English’s keys in each half', (_, halves) => {
    const differing = (Object.keys(enHalves) as HalfName[]).filter(
      (half) => Object.keys(halves[half]).sort().join() !== Object.keys(enHalves[half]).sort().join(),
    );
    expect(differing).toEqual([]);
  });

  it.each(LANGUAGES)(
    '%s: the drawer’s half has none of the parts’ texts, and each part loads its own in the language',
    async (language) => {
      const translator = createTranslator(language);
      await translator.loadUi();
      const partKeys = PARTS.flatMap((part) => Object.keys(enHalves[part]) as MessageKey[]);
      expect(partKeys.filter((key) => translator.t(key) !== '')).toEqual([]);
      await Promise.all(PARTS.map((part) => translator.loadUi(part)));
      // Texts without placeholders read as the catalog has them: each part's half is the language's.
      const catalog: Catalog = language === 'en' ? en : CATALOGS[language];
      const wrong = keys.filter((key) => !/[{]/.test(en[key]) && translator.t(key) !== catalog[key]);
      expect(wrong).toEqual([]);
    },
  );

  it.each(Object.entries(CATALOGS))('%s uses the placeholders English uses, text by text', (_, catalog) => {
    const differing = keys.filter(
      (key) => placeholders(catalog[key]).join() !== placeholders(en[key]).join(),
    );
    expect(differing.map((key) => `${key}: ${catalog[key]}`)).toEqual([]);
  });

  it.each(Object.entries({ en, ...CATALOGS }))(
    '%s gives each plural exactly the forms its language has',
    (language, catalog) => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories.sort();
      const wrong = keys.flatMap((key) =>
        pluralForms(catalog[key])
          .map(({ forms }) => Object.keys(forms).filter((form) => !form.startsWith('=')))
          .filter((forms) => forms.sort().join() !== categories.join())
          .map((forms) => `${key}: ${forms.join()} (${language} has ${categories.join()})`),
      );
      expect(wrong).toEqual([]);
    },
  );

  it.each(LANGUAGES)('%s renders every text with no key or placeholder left', async (language) => {
    const translator = createTranslator(language);
    await Promise.all(PARTS.map((part) => translator.loadUi(part)));
    const sample = { name: 'Tee', code: 'SAVE10', reason: 'x', total: '$1.00', email: 'a@b.c', nl };
    const leftovers = keys.flatMap((key) =>
      [0, 1, 2, 5, 22].flatMap((count) => {
        const params = Object.fromEntries(
          placeholders(en[key]).map((p) => [p, sample[p as keyof typeof sample] ?? count]),
        );
        const text = translator.t(key, params);
        return text === key || /[{}#]/.test(text) || text.trim() === '' ? [`${key} (${count}): ${text}`] : [];
      }),
    );
    expect(leftovers).toEqual([]);
  });
});
