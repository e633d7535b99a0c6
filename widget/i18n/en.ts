// The complete English catalog and the shape every other catalog must fill (a missing key is a type
// error). At run time the widget loads the two halves separately (en-core.ts at once, en-ui.ts on demand).
import { enCore } from './en-core.ts';
import { enUi } from './en-ui.ts';

export const en = { ...enCore, ...enUi };

export type MessageKey = keyof typeof en;
export type Catalog = Record<MessageKey, string>;
export type CoreCatalog = Record<keyof typeof enCore, string>;
export type UiCatalog = Record<keyof typeof enUi, string>;
