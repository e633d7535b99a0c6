import type { Catalog } from './en.ts';
import { esCore } from './es-core.ts';
import { esUi } from './es-ui.ts';

/** The complete Spanish catalog (the widget loads its halves separately). */
export const es: Catalog = { ...esCore, ...esUi };
