import type { Catalog } from './en.ts';
import { frCore } from './fr-core.ts';
import { frUi } from './fr-ui.ts';

/** The complete French catalog (the widget loads its halves separately). */
export const fr: Catalog = { ...frCore, ...frUi };
