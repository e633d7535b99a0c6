import type { Catalog, Halves } from './en.ts';
import { texts as cards } from './nl-cards.ts';
import { core } from './nl-core.ts';
import { texts as coupon } from './nl-coupon.ts';
import { texts as options } from './nl-options.ts';
import { texts as shipTo } from './nl-shipto.ts';
import { texts as signin } from './nl-signin.ts';
import { ui } from './nl-ui.ts';

/** The Dutch catalog by half (the widget loads each with what draws it). */
export const nlHalves: Halves = { core, ui, signin, shipTo, options, cards, coupon };

/** The complete Dutch catalog. */
export const nl: Catalog = Object.assign({}, ...Object.values(nlHalves));
