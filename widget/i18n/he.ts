import type { Catalog, Halves } from './en.ts';
import { texts as cards } from './he-cards.ts';
import { core } from './he-core.ts';
import { texts as coupon } from './he-coupon.ts';
import { texts as options } from './he-options.ts';
import { texts as shipTo } from './he-shipto.ts';
import { texts as signin } from './he-signin.ts';
import { ui } from './he-ui.ts';

/** The Hebrew catalog by half (the widget loads each with what draws it). */
export const heHalves: Halves = { core, ui, signin, shipTo, options, cards, coupon };

/** The complete Hebrew catalog. */
export const he: Catalog = Object.assign({}, ...Object.values(heHalves));
