import type { PartTexts, UiCatalog } from './en.ts';

/** German with "du": the drawer's texts that differ from the formal default (de-ui.ts), laid over it. */
export const ui: Partial<UiCatalog> = {
  'cart.title': 'Dein Warenkorb',
  'cart.empty': 'Dein Warenkorb ist leer.',
  'line.quantityNotNumber': 'Bitte gib die Anzahl als Zahl ein.',
  'cart.emptyHint': 'Leg etwas hinein, das dir gefällt; es wartet hier auf dich.',
  'ui.partFailed': 'Das konnte leider nicht angezeigt werden. Bitte versuch es noch einmal.',
  'checkout.held': 'Einige Artikel sind so nicht kaufbar. Passe sie an, um zur Kasse zu gehen.',
  'order.title': 'Danke für deine Bestellung',
  'order.placed':
    'Deine Bestellung ist aufgegeben. Die Bestellnummer steht in der Bestätigung, die dir der Shop per E-Mail schickt.',
  'freeShipping.more': 'Füge noch {amount} hinzu für kostenlosen Versand',
  'freeShipping.reached': 'Deine Bestellung wird kostenlos versandt',
};

/** The parts' texts that differ, each laid over its formal half (de-signin.ts, …) when that loads. */
export const parts: Partial<PartTexts> = {
  signin: () => import('./de-informal-signin.ts').then((m) => m.texts),
  shipTo: () => import('./de-informal-shipto.ts').then((m) => m.texts),
};
