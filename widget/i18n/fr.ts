import type { Catalog, Halves } from './en.ts';
import { texts as cards } from './fr-cards.ts';
import { core } from './fr-core.ts';
import { texts as coupon } from './fr-coupon.ts';
import { texts as options } from './fr-options.ts';
import { texts as shipTo } from './fr-shipto.ts';
import { texts as signin } from './fr-signin.ts';
import { ui } from './fr-ui.ts';

/** The French catalog by half (the widget loads each with what draws it). */
export const frHalves: Halves = { core, ui, signin, shipTo, options, cards, coupon };

/** The complete French catalog. */
export const fr: Catalog = Object.assign({}, ...Object.values(frHalves));
