import type { Catalog, Halves } from './en.ts';
import { texts as cards } from './pt-cards.ts';
import { core } from './pt-core.ts';
import { texts as coupon } from './pt-coupon.ts';
import { texts as options } from './pt-options.ts';
import { texts as shipTo } from './pt-shipto.ts';
import { texts as signin } from './pt-signin.ts';
import { ui } from './pt-ui.ts';

/** The Portuguese catalog by half (the widget loads each with what draws it). */
export const ptHalves: Halves = { core, ui, signin, shipTo, options, cards, coupon };

/** The complete Portuguese catalog. */
export const pt: Catalog = Object.assign({}, ...Object.values(ptHalves));
