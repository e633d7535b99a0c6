// Which language the shopper reads and which way it runs: the owner's choice first, then the page's,
// then the browser's, then English (issue 28). The region of the chosen tag sets number and money formats
// and the ship-to form's first country; the texts are the language's.

/** The languages with a catalog (widget/i18n/<language>-core.ts and -ui.ts). */
export const LANGUAGES = ['en', 'de', 'fr', 'ja', 'he', 'es', 'it', 'nl', 'pt', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages written right to left (among those a page or a browser may name). */
const RIGHT_TO_LEFT = /^(ar|he|iw|fa|ur|yi|ps|dv|ckb|sd|ug)$/;

export interface PickedLocale {
  /** The tag to format numbers, money and places with, and whose region the ship-to form starts on (`pt-BR`). */
  locale: string;
  /** The catalog to read (`pt`), English when none of the candidates has one. */
  language: Language;
  /** The tag plural rules follow: the locale when it is in the texts' language, else the language. */
  pluralLocale: string;
  dir: 'ltr' | 'rtl';
}

export interface LocaleSources {
  /** The owner's `data-locale` / `locale`. */
  requested?: string | undefined;
  /** The page's `<html lang>`. */
  pageLang?: string | undefined;
  /** The page's `<html dir>`. */
  pageDir?: string | undefined;
  /** The browser's languages, most wanted first. */
  browser?: readonly string[] | undefined;
}

const languageOf = (tag: string) => {
  const language = tag.toLowerCase().split(/[-_]/)[0] ?? '';
  return language === 'iw' ? 'he' : language; // Hebrew's old code, which some browsers still send
};

/**
 * A language tag as written (`de_CH` is written `de-CH`), or undefined for anything else. A pattern, not
 * Intl: a page's first Intl call loads the browser's locale data, which the first load does not pay for.
 */
function canonical(tag: string | undefined): string | undefined {
  const trimmed = tag?.trim().replace(/_/g, '-');
  return trimmed && /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(trimmed) ? trimmed : undefined;
}

export function pickLocale({ requested, pageLang, pageDir, browser = [] }: LocaleSources): PickedLocale {
  const candidates = [requested, pageLang, ...browser].map(canonical).filter((tag) => tag !== undefined);
  const known = candidates.find((tag) => (LANGUAGES as readonly string[]).includes(languageOf(tag)));
  const language = (known ? languageOf(known) : 'en') as Language;
  // The first one named sets the formats and region, even without texts of its own: a store that says
  // `pt-BR` sells in reais to Brazil whatever language its words fall back to.
  const locale = candidates[0] ?? 'en';
  const rtl = [locale, language].some((tag) => RIGHT_TO_LEFT.test(languageOf(tag)));
  return {
    locale,
    language,
    pluralLocale: languageOf(locale) === language ? locale : language,
    dir: rtl || pageDir?.toLowerCase() === 'rtl' ? 'rtl' : 'ltr',
  };
}

/** The choice for a page: the owner's tag, then its `<html lang>` and `dir`, then its browser's languages. */
export function pickForPage(requested: string | undefined, win: Window): PickedLocale {
  const html = win.document.documentElement;
  const { languages, language } = win.navigator;
  return pickLocale({
    requested,
    pageLang: html?.lang,
    pageDir: html?.dir,
    browser: languages ?? [language],
  });
}
