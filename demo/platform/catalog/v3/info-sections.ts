// A product's V3 `infoSections` (products-v-3 `InfoSection`) from its V1 `additionalInfoSections`: info
// sections are store-wide entities in V3, so each has an id (derived from its title, the same on every read)
// and a unique name; the id is always sent, the title with INFO_SECTION, the text as rich content with
// INFO_SECTION_DESCRIPTION and as HTML with INFO_SECTION_PLAIN_DESCRIPTION ("Returned only when you pass …").
import { stableId } from '../ids.ts';
import type { Product } from '../types.ts';
import { richContent, richContentHtml } from './rich-content.ts';
import type { V3Product } from './wire.ts';

type V3InfoSection = NonNullable<V3Product['infoSections']>[number];

export const v3InfoSectionId = (title: string): string => stableId('info-section', title);

export function v3InfoSections(product: Product, fields: ReadonlySet<string>): V3InfoSection[] {
  return product.additionalInfoSections.map((section) => {
    const id = v3InfoSectionId(section.title);
    const rich =
      fields.has('INFO_SECTION_DESCRIPTION') || fields.has('INFO_SECTION_PLAIN_DESCRIPTION')
        ? richContent(section.description, id)
        : undefined;
    return {
      id,
      ...(fields.has('INFO_SECTION')
        ? { uniqueName: section.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), title: section.title }
        : {}),
      ...(rich && fields.has('INFO_SECTION_DESCRIPTION') ? { description: rich } : {}),
      ...(rich && fields.has('INFO_SECTION_PLAIN_DESCRIPTION')
        ? { plainDescription: richContentHtml(rich) }
        : {}),
    };
  });
}
