import type { Catalog, Halves } from './en.ts';
import { texts as cards } from './es-cards.ts';
import { core } from './es-core.ts';
import { texts as coupon } from './es-coupon.ts';
import { texts as options } from './es-options.ts';
import { texts as shipTo } from './es-shipto.ts';
import { texts as signin } from './es-signin.ts';
import { ui } from './es-ui.ts';

/** The Spanish catalog by half (the widget loads each with what draws it). */
export const esHalves: Halves = { core, ui, signin, shipTo, options, cards, coupon };

/** The complete Spanish catalog. */
export const es: Catalog = Object.assign({}, ...Object.values(esHalves));
