// The ids Catalog V3 gives what V1 names only by text: options, choices, modifiers, brands. Derived from the
// names, so they are the same on every read and every restart, and change only when the name does.
// Product and option-variant ids are V1's own (ids.ts holds the default variant's V3 id).
import { stableId } from '../ids.ts';

export const v3OptionId = (productId: string, optionName: string): string =>
  stableId(productId, 'option', optionName);

export const v3ChoiceId = (productId: string, optionName: string, choiceName: string): string =>
  stableId(productId, 'option', optionName, 'choice', choiceName);

export const v3ModifierId = (productId: string, title: string): string =>
  stableId(productId, 'modifier', title);

/** Brands and ribbons are store-wide entities in V3; the ribbon id matches the ribbon events' id. */
export const v3BrandId = (name: string): string => stableId('brand', name);
export const v3RibbonId = (name: string): string => stableId('ribbon', name);

/** The media upload id the typings promise on `media.main` (a GUID). */
export const v3UploadId = (mediaId: string): string => stableId('upload', mediaId);
