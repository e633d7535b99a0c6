import type { Catalog, Halves } from './en.ts';
import { texts as cards } from './it-cards.ts';
import { core } from './it-core.ts';
import { texts as coupon } from './it-coupon.ts';
import { texts as options } from './it-options.ts';
import { texts as shipTo } from './it-shipto.ts';
import { texts as signin } from './it-signin.ts';
import { ui } from './it-ui.ts';

/** The Italian catalog by half (the widget loads each with what draws it). */
export const itHalves: Halves = { core, ui, signin, shipTo, options, cards, coupon };

/** The complete Italian catalog. */
export const it: Catalog = Object.assign({}, ...Object.values(itHalves));
