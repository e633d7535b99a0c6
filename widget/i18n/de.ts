import { deCore } from './de-core.ts';
import { deUi } from './de-ui.ts';
import type { Catalog } from './en.ts';

/** The complete German catalog (the widget loads its halves separately). */
export const de: Catalog = { ...deCore, ...deUi };
