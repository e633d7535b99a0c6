// The seeded products with Catalog V3 choice modifiers (typings `ConnectedModifier`, `ModifierRenderType`,
// `ConnectedModifierChoice`): coffee whose grind must be chosen (a mandatory TEXT_CHOICES modifier) and a tote
// whose embroidery thread may be chosen, some threads at an added price (an optional SWATCH_CHOICES modifier).
// Keys are generated from the names, as the platform's read-only `key`s are. Appended after the other seeds,
// so no seeded product's id, SKU or numeric id changes.
import type { ModifierChoice } from '../catalog/types.ts';
import type { Seed } from './seed.ts';

const text = (name: string): ModifierChoice => ({ key: name, name, addedPrice: 0 });
const thread = (name: string, colorCode: string, addedPrice = 0): ModifierChoice => ({
  key: name,
  name,
  colorCode,
  addedPrice,
});

export const MODIFIER_SEEDS: Seed[] = [
  {
    slug: 'house-blend-coffee',
    name: 'House Blend Coffee',
    price: 14,
    cost: 5,
    weight: 0.25,
    quantity: 60,
    in: ['accessories'],
    description: '<p>250 g of a chocolatey medium roast, ground as you choose.</p>',
    modifiers: [
      {
        key: 'Grind',
        name: 'Grind',
        renderType: 'TEXT_CHOICES',
        mandatory: true,
        choices: [text('Whole bean'), text('Espresso'), text('Filter')],
      },
    ],
  },
  {
    slug: 'embroidered-tote',
    name: 'Embroidered Tote',
    price: 20,
    cost: 7,
    weight: 0.3,
    quantity: 25,
    in: ['accessories'],
    description: '<p>Heavy canvas with your choice of embroidery thread.</p>',
    modifiers: [
      {
        key: 'Thread',
        name: 'Thread',
        renderType: 'SWATCH_CHOICES',
        mandatory: false,
        choices: [thread('Natural', '#EFE6D2'), thread('Gold', '#C9A227', 3), thread('Indigo', '#3F4A8A', 3)],
      },
    ],
  },
];
