import { texts as cards } from './de-cards.ts';
import { core } from './de-core.ts';
import { texts as coupon } from './de-coupon.ts';
import { texts as options } from './de-options.ts';
import { texts as shipTo } from './de-shipto.ts';
import { texts as signin } from './de-signin.ts';
import { ui } from './de-ui.ts';
import type { Catalog, Halves } from './en.ts';

/** The German catalog by half (the widget loads each with what draws it). */
export const deHalves: Halves = { core, ui, signin, shipTo, options, cards, coupon };

/** The complete German catalog, "Sie" (its "du" overlay: de-informal-ui.ts). */
export const de: Catalog = Object.assign({}, ...Object.values(deHalves));
