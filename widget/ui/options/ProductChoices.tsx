// A product's options and choice modifiers as groups of choices: what the options popover asks for and
// what a product card shows inline. A choice sold out given the others is disabled and says so; a
// modifier's added price shows beside its choice.
import { ownValue } from '../../../src/http/values.ts';
import type { Translate } from '../../i18n/index.ts';
import type { Money } from '../../money.ts';
import type { ProductSummary } from '../../products.ts';
import { chosenModifiers, selectionOf } from '../../selection.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { choiceInStock } from './choices.ts';

/** The options and modifiers the shopper can choose from (those with a visible choice). */
export function offeredChoices(summary: ProductSummary | undefined) {
  return {
    options: (summary?.options ?? []).filter((option) => option.choices.some((c) => c.visible)),
    modifiers: (summary?.modifiers ?? []).filter((m) => m.choices.some((c) => c.visible)),
  };
}

interface Props {
  /** The product with its variants. */
  product: ProductSummary;
  chosen: Record<string, string>;
  /** `key`: the modifier's key, which an earlier choice may have been named by. */
  onChoose(name: string, value: string, key?: string): void;
  money(amount: Money): string;
  t: Translate;
}

export function ProductChoices({ product, chosen, onChoose, money, t }: Props) {
  const { options, modifiers } = offeredChoices(product);
  // The page's preset and the shopper's choices name options and modifiers alike (selection.ts).
  const { choices: optionChoices = {}, modifiers: modifierChoices } = selectionOf(product, chosen);
  const picked = chosenModifiers(product, modifierChoices);
  return (
    <>
      {options.map((option) => (
        <ChoiceGroup
          key={option.id}
          legend={option.name}
          group={`dropcart-option-${option.id}`}
          swatch={option.kind === 'swatch'}
          items={option.choices
            .filter((choice) => choice.visible)
            .map((choice) => {
              const inStock = choiceInStock(product, option.name, choice.name, optionChoices);
              return {
                key: choice.id,
                value: choice.name,
                label: inStock ? choice.name : t('options.unavailable', { choice: choice.name }),
                colorCode: choice.colorCode,
                disabled: !inStock,
              };
            })}
          checked={ownValue(chosen, option.name)}
          onChoose={(value) => onChoose(option.name, value)}
        />
      ))}
      {modifiers.map((modifier) => (
        <ChoiceGroup
          key={`modifier-${modifier.key}`}
          legend={modifier.mandatory ? modifier.name : t('options.optional', { name: modifier.name })}
          group={`dropcart-modifier-${modifier.key}`}
          swatch={modifier.kind === 'swatch'}
          items={modifier.choices
            .filter((choice) => choice.visible)
            .map((choice) => ({
              key: choice.key,
              value: choice.name,
              label: choice.addedPrice
                ? t('options.addedPrice', { choice: choice.name, price: money(choice.addedPrice) })
                : choice.name,
              colorCode: choice.colorCode,
            }))}
          checked={picked.find((p) => p.modifier === modifier)?.choice.name}
          onChoose={(value) => onChoose(modifier.name, value, modifier.key)}
        />
      ))}
    </>
  );
}
