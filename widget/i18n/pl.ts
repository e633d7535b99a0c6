import type { Catalog } from './en.ts';
import { plCore } from './pl-core.ts';
import { plUi } from './pl-ui.ts';

/** The complete Polish catalog (the widget loads its halves separately). */
export const pl: Catalog = { ...plCore, ...plUi };
