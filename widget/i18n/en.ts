// The complete English catalog and the shape every other catalog must fill (a missing key is a type
// error). At run time the widget loads it in halves: en-core.ts at once, en-ui.ts (the drawer's) with the
// UI, and each part's half (en-signin.ts, …) with its part.
import { texts as enCards } from './en-cards.ts';
import { core as enCore } from './en-core.ts';
import { texts as enCoupon } from './en-coupon.ts';
import { texts as enOptions } from './en-options.ts';
import { texts as enShipTo } from './en-shipto.ts';
import { texts as enSignin } from './en-signin.ts';
import { ui as enUi } from './en-ui.ts';

/** English by half: each language's halves have exactly these keys (i18n-catalogs.test.ts). */
export const enHalves = {
  core: enCore,
  ui: enUi,
  signin: enSignin,
  shipTo: enShipTo,
  options: enOptions,
  cards: enCards,
  coupon: enCoupon,
};
export const en = { ...enCore, ...enUi, ...enSignin, ...enShipTo, ...enOptions, ...enCards, ...enCoupon };

export type MessageKey = keyof typeof en;
export type Catalog = Record<MessageKey, string>;
export type HalfName = keyof typeof enHalves;
/** The halves loaded with a part of the UI rather than with the drawer. */
export type TextPart = Exclude<HalfName, 'core' | 'ui'>;
export type HalfCatalog<H extends HalfName> = Record<keyof (typeof enHalves)[H], string>;
/** A language's catalog by half. */
export type Halves = { [H in HalfName]: HalfCatalog<H> };
export type CoreCatalog = HalfCatalog<'core'>;
export type UiCatalog = HalfCatalog<'ui'>;
/** Where a language's drawer half (en-ui.ts) finds its parts' halves. */
export type PartTexts = Record<TextPart, () => Promise<Partial<Catalog>>>;
