import { deCore } from './de-core.ts';
import { deInformalUi } from './de-informal-ui.ts';
import { deUi } from './de-ui.ts';
import type { Catalog } from './en.ts';

/** The complete German catalog, "Sie" (the widget loads its halves separately). */
export const de: Catalog = { ...deCore, ...deUi };

/** The complete German catalog with "du". */
export const deInformal: Catalog = { ...de, ...deInformalUi };
