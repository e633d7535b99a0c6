// Texts in two halves per language: the core (announcements, errors, toasts) that the first load needs,
// and the UI half that loads with the drawer, dialogs and popovers. English core is built in; any other
// language's halves load only when a shopper reads that language.

import type { Catalog, MessageKey } from './en.ts';
import { enCore } from './en-core.ts';
import { createFormatter, type Params } from './message.ts';
import type { Language } from './pick.ts';

export type { MessageKey } from './en.ts';
export { LANGUAGES, type PickedLocale, pickLocale } from './pick.ts';
export type Translate = (key: MessageKey, params?: Params) => string;

type Half = () => Promise<Partial<Catalog>>;
const halves: Record<Language, { core?: Half; ui: Half }> = {
  en: { ui: () => import('./en-ui.ts').then((m) => m.enUi) },
  de: {
    core: () => import('./de-core.ts').then((m) => m.deCore),
    ui: () => import('./de-ui.ts').then((m) => m.deUi),
  },
};

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
}

export function createTranslator(language: Language = 'en', options: TranslatorOptions = {}): Translator {
  // English underneath: a text missing from a later half still reads as English, never as a key.
  let catalog: Partial<Catalog> = { ...enCore };
  const merge = (half: Partial<Catalog>) => {
    catalog = { ...catalog, ...half };
  };
  const format = createFormatter(options.locale ?? language);
  const { core, ui } = halves[language] ?? halves.en;
  let uiLoaded: Promise<void> | undefined;
  const coreLoaded = core ? core().then(merge) : Promise.resolve();
  return {
    t: (key, params) => format(catalog[key] ?? key, params),
    core: coreLoaded,
    loadUi() {
      // English UI texts first (the fallback for any text a translation lacks), then the language's own.
      uiLoaded ??= coreLoaded
        .then(halves.en.ui)
        .then(merge)
        .then(() => (language === 'en' ? undefined : ui().then(merge)));
      return uiLoaded;
    },
  };
}
