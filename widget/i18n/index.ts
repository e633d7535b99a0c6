// Texts in halves per language: the core (announcements, errors, toasts) that the first load needs, the
// drawer's (xx-ui.ts) that loads with the UI, and one per part that a first cart does not draw (sign-in
// and member menu, ship-to form, options popover, product cards, coupon refusals), each loaded with its
// part. Each language's halves load only when a shopper reads that language, English's too: the first
// load carries one language's core, never two, and the first cart that language's drawer half alone.

import type { Catalog, MessageKey, PartTexts, TextPart } from './en.ts';
import { createFormatter, type Params, placeholdersOf } from './message.ts';
import type { Language } from './pick.ts';
import type { OwnerTexts } from './texts.ts';

export type { MessageKey, TextPart } from './en.ts';
export { LANGUAGES, type PickedLocale, pickForPage, pickLocale } from './pick.ts';
export type Translate = (key: MessageKey, params?: Params) => string;

/**
 * A drawer half's module: its texts, and where its parts' halves are. The parts' table travels with the
 * drawer's texts rather than in the first load, which would carry every language's.
 */
interface UiHalf {
  ui: Partial<Catalog>;
  parts: Partial<PartTexts>;
}
interface Halves {
  core: () => Promise<{ core: Partial<Catalog> }>;
  ui: () => Promise<UiHalf>;
}
const halves: Record<Language, Halves> = {
  en: {
    core: () => import('./en-core.ts'),
    ui: () => import('./en-ui.ts'),
  },
  de: {
    core: () => import('./de-core.ts'),
    ui: () => import('./de-ui.ts'),
  },
  fr: {
    core: () => import('./fr-core.ts'),
    ui: () => import('./fr-ui.ts'),
  },
  ja: {
    core: () => import('./ja-core.ts'),
    ui: () => import('./ja-ui.ts'),
  },
  he: {
    core: () => import('./he-core.ts'),
    ui: () => import('./he-ui.ts'),
  },
  es: {
    core: () => import('./es-core.ts'),
    ui: () => import('./es-ui.ts'),
  },
  it: {
    core: () => import('./it-core.ts'),
    ui: () => import('./it-ui.ts'),
  },
  nl: {
    core: () => import('./nl-core.ts'),
    ui: () => import('./nl-ui.ts'),
  },
  pt: {
    core: () => import('./pt-core.ts'),
    ui: () => import('./pt-ui.ts'),
  },
  pl: {
    core: () => import('./pl-core.ts'),
    ui: () => import('./pl-ui.ts'),
  },
};

/** How a language addresses the shopper, where it has a choice (German: "Sie" or "du"). */
export type Formality = 'formal' | 'informal';

/**
 * The texts that differ in the other form, laid over the language's default (German's is formal), half by
 * half. A core half addresses no one, so both forms share it (de-core.ts).
 */
const informal: Partial<Record<Language, () => Promise<UiHalf>>> = {
  de: () => import('./de-informal-ui.ts'),
};

/** The language's drawer half, with its variant's overlay on top (loaded side by side). */
function uiHalvesOf(language: Language, formality: Formality | undefined): () => Promise<UiHalf[]> {
  const base = (halves[language] ?? halves.en).ui;
  const overlay = formality === 'informal' ? informal[language] : undefined;
  return () => Promise.all(overlay ? [base(), overlay()] : [base()]);
}

export interface Translator {
  t: Translate;
  /** Resolves once the language's core texts are in (at once for English). */
  core: Promise<void>;
  /**
   * Loads the drawer's texts (once), and with `part` that part's too, side by side; lazy parts wait for
   * theirs before they render.
   */
  loadUi(part?: TextPart): Promise<void>;
}

export interface TranslatorOptions {
  /** The tag plurals and numbers follow (`pt-BR`). @default the language */
  locale?: string;
  /** "du" or "Sie" in German; other languages have one form. @default 'formal' */
  formality?: Formality | undefined;
  /**
   * The owner's texts as given, an object or the attribute's JSON (texts.ts, loaded only when there are
   * some): those of the language replace the catalog's. @default none
   */
  texts?: OwnerTexts | string | undefined;
  /** Right to left: values (names, amounts) are isolated from the text around them. @default 'ltr' */
  dir?: 'ltr' | 'rtl';
  /** Where a mistake in the owner's texts is said. @default console.warn */
  warn?: (message: string) => void;
}

export function createTranslator(language: Language = 'en', options: TranslatorOptions = {}): Translator {
  const given = options.texts;
  let own: [string, string][] = [];
  // Every catalog has every text (i18n-catalogs.test.ts), so a language needs no English underneath, and
  // none is in the first load: its bytes go to the language the shopper reads. The owner's texts on top,
  // each once the catalog has that text, and only with its placeholders: another name would reach the
  // shopper as "{name}" (check-texts.ts tells the owner).
  const base: Partial<Catalog> = {};
  let catalog: Partial<Catalog> = {};
  const merge = (half: Partial<Catalog>) => {
    Object.assign(base, half);
    catalog = { ...base };
    for (const [key, text] of own) {
      const original = base[key as MessageKey];
      if (typeof original === 'string' && placeholdersOf(original) === placeholdersOf(text))
        catalog[key as MessageKey] = text;
    }
  };
  // The owner's texts are read (texts.ts) only when there are some, and the core waits for them, so no
  // text shows before the owner's replaced it. Their mistakes are said by check-texts.ts.
  const anyGiven =
    given !== undefined &&
    given !== null &&
    given !== '' &&
    !(typeof given === 'object' && Object.keys(given).length === 0);
  const ownLoaded = anyGiven
    ? import('./texts.ts')
        .then(({ parseTexts }) => {
          const warn = options.warn ?? ((message: string) => console.warn(message));
          const texts = parseTexts(given, warn);
          own = Object.entries(Object.hasOwn(texts, language) ? (texts[language] ?? {}) : {});
          if (Object.keys(texts).length > 0)
            void import('./check-texts.ts').then((check) => check.checkTexts(texts, warn));
        })
        .catch(() => undefined) // offline: the widget's own texts
    : undefined;
  const format = createFormatter(options.locale ?? language, { isolate: options.dir === 'rtl' });
  const core = () => (halves[language] ?? halves.en).core().then((module) => module.core);
  const uiHalves = uiHalvesOf(language, options.formality);
  const coreLoaded = ownLoaded
    ? Promise.all([core(), ownLoaded]).then(([half]) => merge(half))
    : core().then(merge);
  // Each half merged after the core (and the owner's texts, which the core waits for), fetched beside it.
  const after = (half: Promise<Partial<Catalog>[]>) =>
    Promise.all([half, coreLoaded]).then(([loaded]) => loaded.forEach(merge));
  let uiModules: Promise<UiHalf[]> | undefined;
  // By part, the drawer's under ''.
  const loaded: Record<string, Promise<void>> = {};
  return {
    // Before its half is in, a text is empty rather than its key: nothing a shopper should read.
    t: (key, params) => format(catalog[key] ?? '', params),
    core: coreLoaded,
    loadUi(part) {
      uiModules ??= uiHalves();
      const modules = uiModules;
      loaded[''] ??= after(modules.then((halves) => halves.map((half) => half.ui)));
      // A part's half is found through the drawer's module, which it needs anyway (loaded beside it).
      if (part)
        loaded[part] ??= Promise.all([
          loaded[''],
          after(modules.then((halves) => Promise.all(halves.map((half) => half.parts[part]?.() ?? {})))),
        ]).then(() => undefined);
      return loaded[part ?? ''] as Promise<void>;
    },
  };
}
