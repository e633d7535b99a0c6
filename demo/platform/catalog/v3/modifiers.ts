// A product's V3 `modifiers` as the typings declare them (`ConnectedModifier`): its free-text fields
// (`FREE_TEXT`, V1's customTextFields) and its choice modifiers (`TEXT_CHOICES`, `SWATCH_CHOICES`, whose
// choices are `ConnectedModifierChoice`s: `CHOICE_TEXT` or `ONE_COLOR` with a `colorCode`, an `addedPrice`).
import { stableId } from '../ids.ts';
import type { Product } from '../types.ts';
import { v3ModifierId } from './ids.ts';
import type { V3Modifier } from './wire.ts';

export function v3Modifiers(product: Product): V3Modifier[] {
  const texts = product.customTextFields.map(
    (field): V3Modifier => ({
      id: v3ModifierId(product.id, field.title),
      name: field.title,
      key: field.title,
      modifierRenderType: 'FREE_TEXT',
      mandatory: field.mandatory,
      toBeRemovedMandatory: field.mandatory,
      freeTextSettings: {
        title: field.title,
        key: field.title,
        minCharCount: 0,
        maxCharCount: field.maxLength,
      },
    }),
  );
  const choices = (product.modifiers ?? []).map(
    (modifier): V3Modifier => ({
      id: v3ModifierId(product.id, modifier.name),
      name: modifier.name,
      key: modifier.key,
      modifierRenderType: modifier.renderType,
      mandatory: modifier.mandatory,
      toBeRemovedMandatory: modifier.mandatory,
      choicesSettings: {
        choices: modifier.choices.map((choice) => ({
          choiceId: stableId(product.id, 'modifier', modifier.name, 'choice', choice.name),
          key: choice.key,
          name: choice.name,
          choiceType: choice.colorCode ? 'ONE_COLOR' : 'CHOICE_TEXT',
          ...(choice.colorCode ? { colorCode: choice.colorCode } : {}),
          addedPrice: String(choice.addedPrice),
          linkedMedia: [],
        })),
      },
    }),
  );
  return [...texts, ...choices];
}
