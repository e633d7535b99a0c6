import type { Catalog } from './en.ts';
import { jaCore } from './ja-core.ts';
import { jaUi } from './ja-ui.ts';

/** The complete Japanese catalog (the widget loads its halves separately). */
export const ja: Catalog = { ...jaCore, ...jaUi };
