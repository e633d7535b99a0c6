import type { Catalog, Halves } from './en.ts';
import { texts as cards } from './ja-cards.ts';
import { core } from './ja-core.ts';
import { texts as coupon } from './ja-coupon.ts';
import { texts as options } from './ja-options.ts';
import { texts as shipTo } from './ja-shipto.ts';
import { texts as signin } from './ja-signin.ts';
import { ui } from './ja-ui.ts';

/** The Japanese catalog by half (the widget loads each with what draws it). */
export const jaHalves: Halves = { core, ui, signin, shipTo, options, cards, coupon };

/** The complete Japanese catalog. */
export const ja: Catalog = Object.assign({}, ...Object.values(jaHalves));
