import type { Catalog } from './en.ts';
import { heCore } from './he-core.ts';
import { heUi } from './he-ui.ts';

/** The complete Hebrew catalog (the widget loads its halves separately). */
export const he: Catalog = { ...heCore, ...heUi };
