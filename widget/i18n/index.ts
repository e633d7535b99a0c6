// Texts in two halves per language: the core (announcements, errors, toasts) that the first load needs,
// and the UI half that loads with the drawer, dialogs and popovers. English core is built in.

import type { Catalog, MessageKey } from './en.ts';
import { enCore } from './en-core.ts';

export type { MessageKey } from './en.ts';
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

type Half = () => Promise<Partial<Catalog>>;
const halves: Record<string, { core?: Half; ui: Half }> = {
  en: { ui: () => import('./en-ui.ts').then((m) => m.enUi) },
  de: {
    core: () => import('./de-core.ts').then((m) => m.deCore),
    ui: () => import('./de-ui.ts').then((m) => m.deUi),
  },
};

/**
 * The locale to format with and the language of the texts ('de-CH' uses 'de'; unknown ones English).
 * Without a requested locale, the browser's (`navigator`: the platform window's).
 */
export function pickLocale(
  requested: string | undefined,
  navigator: Pick<Navigator, 'language'> | undefined = globalThis.navigator,
): { locale: string; language: string } {
  const locale = requested || navigator?.language || 'en';
  const language = locale.toLowerCase().split('-')[0] ?? 'en';
  return { locale, language: language in halves ? language : 'en' };
}

export interface Translator {
  t: Translate;
  /** Resolves once the language's core texts are in (at once for English). */
  core: Promise<void>;
  /** Loads the UI half (once); lazy parts wait for it before they render. */
  loadUi(): Promise<void>;
}

export function createTranslator(language = 'en'): Translator {
  // English underneath: a text missing from a later half still reads as English, never as a key.
  let catalog: Partial<Catalog> = { ...enCore };
  const merge = (half: Partial<Catalog>) => {
    catalog = { ...catalog, ...half };
  };
  const { core, ui } = halves[language] ?? (halves.en as { core?: Half; ui: Half });
  let uiLoaded: Promise<void> | undefined;
  const coreLoaded = core ? core().then(merge) : Promise.resolve();
  return {
    t: (key, params) =>
      (catalog[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) =>
        params && name in params ? String(params[name]) : whole,
      ),
    core: coreLoaded,
    loadUi() {
      // English UI texts first (the fallback for any text a translation lacks), then the language's own.
      const english = halves.en?.ui ?? ui;
      uiLoaded ??= coreLoaded
        .then(english)
        .then(merge)
        .then(() => (language === 'en' ? undefined : ui().then(merge)));
      return uiLoaded;
    },
  };
}
