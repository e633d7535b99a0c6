// Texts in two halves per language: the core (announcements, errors, toasts) that the first load needs,
// and the UI half that loads with the drawer, dialogs and popovers. English core is built in; any other
// language's halves load only when a shopper reads that language.

import type { Catalog, MessageKey } from './en.ts';
import { enCore } from './en-core.ts';
import { createFormatter, type Params, placeholdersOf } from './message.ts';
import type { Language } from './pick.ts';
import type { OwnerTexts } from './texts.ts';

export type { MessageKey } from './en.ts';
export { LANGUAGES, type PickedLocale, pickForPage, pickLocale } from './pick.ts';
export type Translate = (key: MessageKey, params?: Params) => string;

type Half = () => Promise<Partial<Catalog>>;
interface Halves {
  core?: Half;
  ui: Half;
}
const halves: Record<Language, Halves> = {
  en: { ui: () => import('./en-ui.ts').then((m) => m.enUi) },
  de: {
    core: () => import('./de-core.ts').then((m) => m.deCore),
    ui: () => import('./de-ui.ts').then((m) => m.deUi),
  },
  fr: {
    core: () => import('./fr-core.ts').then((m) => m.frCore),
    ui: () => import('./fr-ui.ts').then((m) => m.frUi),
  },
  ja: {
    core: () => import('./ja-core.ts').then((m) => m.jaCore),
    ui: () => import('./ja-ui.ts').then((m) => m.jaUi),
  },
  he: {
    core: () => import('./he-core.ts').then((m) => m.heCore),
    ui: () => import('./he-ui.ts').then((m) => m.heUi),
  },
  es: {
    core: () => import('./es-core.ts').then((m) => m.esCore),
    ui: () => import('./es-ui.ts').then((m) => m.esUi),
  },
  it: {
    core: () => import('./it-core.ts').then((m) => m.itCore),
    ui: () => import('./it-ui.ts').then((m) => m.itUi),
  },
  nl: {
    core: () => import('./nl-core.ts').then((m) => m.nlCore),
    ui: () => import('./nl-ui.ts').then((m) => m.nlUi),
  },
  pt: {
    core: () => import('./pt-core.ts').then((m) => m.ptCore),
    ui: () => import('./pt-ui.ts').then((m) => m.ptUi),
  },
  pl: {
    core: () => import('./pl-core.ts').then((m) => m.plCore),
    ui: () => import('./pl-ui.ts').then((m) => m.plUi),
  },
};

/** How a language addresses the shopper, where it has a choice (German: "Sie" or "du"). */
export type Formality = 'formal' | 'informal';

/** The texts that differ in the other form, laid over the language's default (German's is formal). */
const informal: Partial<Record<Language, Required<Halves>>> = {
  de: {
    core: () => import('./de-informal-core.ts').then((m) => m.deInformalCore),
    ui: () => import('./de-informal-ui.ts').then((m) => m.deInformalUi),
  },
};

/** The language's halves, each with its variant's overlay on top (loaded side by side). */
function halvesOf(language: Language, formality: Formality | undefined): Halves {
  const base = halves[language] ?? halves.en;
  const overlay = formality === 'informal' ? informal[language] : undefined;
  if (!overlay) return base;
  const both = (a: Half | undefined, b: Half) => () =>
    Promise.all([a?.() ?? {}, b()]).then(([under, over]) => ({ ...under, ...over }));
  return { core: both(base.core, overlay.core), ui: both(base.ui, overlay.ui) };
}

export interface Translator {
  t: Translate;
  /** Resolves once the language's core texts are in (at once for English). */
  core: Promise<void>;
  /** Loads the UI half (once); lazy parts wait for it before they render. */
  loadUi(): Promise<void>;
}

export interface TranslatorOptions {
  /** The tag plurals and numbers follow (`pt-BR`). @default the language */
  locale?: string;
  /** "du" or "Sie" in German; other languages have one form. @default 'formal' */
  formality?: Formality | undefined;
  /** The owner's texts (texts.ts): those of the language replace the catalog's. @default none */
  texts?: OwnerTexts;
  /** Right to left: values (names, amounts) are isolated from the text around them. @default 'ltr' */
  dir?: 'ltr' | 'rtl';
  /** Where a mistake in the owner's texts is said. @default console.warn */
  warn?: (message: string) => void;
}

export function createTranslator(language: Language = 'en', options: TranslatorOptions = {}): Translator {
  const texts = options.texts ?? {};
  const own = Object.entries(Object.hasOwn(texts, language) ? (texts[language] ?? {}) : {});
  // English underneath: a text missing from a later half still reads as English, never as a key. The
  // owner's texts on top, each once English has that text, and only with English's placeholders: another
  // name would reach the shopper as "{name}" (check-texts.ts tells the owner).
  const english: Partial<Catalog> = { ...enCore };
  let catalog: Partial<Catalog> = { ...enCore };
  const merge = (half: Partial<Catalog>, isEnglish = language === 'en') => {
    if (isEnglish) Object.assign(english, half);
    catalog = { ...catalog, ...half };
    for (const [key, text] of own) {
      const original = english[key as MessageKey];
      if (typeof original === 'string' && placeholdersOf(original) === placeholdersOf(text))
        catalog[key as MessageKey] = text;
    }
  };
  merge({});
  if (Object.keys(texts).length > 0) {
    const warn = options.warn ?? ((message: string) => console.warn(message));
    void import('./check-texts.ts').then((check) => check.checkTexts(texts, warn));
  }
  const format = createFormatter(options.locale ?? language, { isolate: options.dir === 'rtl' });
  const { core, ui } = halvesOf(language, options.formality);
  let uiLoaded: Promise<void> | undefined;
  const coreLoaded = core ? core().then((half) => merge(half)) : Promise.resolve();
  return {
    t: (key, params) => format(catalog[key] ?? key, params),
    core: coreLoaded,
    loadUi() {
      // English UI texts first (the fallback for any text a translation lacks), then the language's own.
      uiLoaded ??= coreLoaded
        .then(halves.en.ui)
        .then((half) => merge(half, true))
        .then(() => (language === 'en' ? undefined : ui().then((half) => merge(half))));
      return uiLoaded;
    },
  };
}
