import type { Catalog } from './en.ts';
import { nlCore } from './nl-core.ts';
import { nlUi } from './nl-ui.ts';

/** The complete Dutch catalog (the widget loads its halves separately). */
export const nl: Catalog = { ...nlCore, ...nlUi };
