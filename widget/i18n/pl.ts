import type { Catalog, Halves } from './en.ts';
import { texts as cards } from './pl-cards.ts';
import { core } from './pl-core.ts';
import { texts as coupon } from './pl-coupon.ts';
import { texts as options } from './pl-options.ts';
import { texts as shipTo } from './pl-shipto.ts';
import { texts as signin } from './pl-signin.ts';
import { ui } from './pl-ui.ts';

/** The Polish catalog by half (the widget loads each with what draws it). */
export const plHalves: Halves = { core, ui, signin, shipTo, options, cards, coupon };

/** The complete Polish catalog. */
export const pl: Catalog = Object.assign({}, ...Object.values(plHalves));
