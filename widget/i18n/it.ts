import type { Catalog } from './en.ts';
import { itCore } from './it-core.ts';
import { itUi } from './it-ui.ts';

/** The complete Italian catalog (the widget loads its halves separately). */
export const it: Catalog = { ...itCore, ...itUi };
