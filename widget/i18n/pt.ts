import type { Catalog } from './en.ts';
import { ptCore } from './pt-core.ts';
import { ptUi } from './pt-ui.ts';

/** The complete Brazilian Portuguese catalog (the widget loads its halves separately). */
export const pt: Catalog = { ...ptCore, ...ptUi };
