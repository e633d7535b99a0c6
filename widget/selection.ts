// An add names a product's options and its choice modifiers alike, by name (`data-dropcart-options=
// '{"Size":"M","Grind":"Espresso"}'`, `Dropcart.add({options})`, the popover): the product says which is
// which. A name that is neither stays with the options, where the client refuses it for the owner to see.
import { findModifier } from '../src/catalog/modifier-choices.ts';
import { ownValue, setOwn } from '../src/http/values.ts';
import type { ModifierSummary, ProductSelection, ProductSummary } from '../src/index.ts';
import { type Money, sumMoney } from './money.ts';

const isOption = (summary: ProductSummary, name: string) => summary.options.some((o) => o.name === name);

/** The names split into the product's options (`choices`) and its modifiers (`modifiers`). */
export function selectionOf(
  summary: ProductSummary | undefined,
  given: Record<string, string> = {},
): Pick<ProductSelection, 'choices' | 'modifiers'> {
  const choices: Record<string, string> = {};
  const modifiers: Record<string, string> = {};
  for (const name of Object.keys(given)) {
    const value = ownValue(given, name) ?? '';
    const modifier = summary && !isOption(summary, name) ? findModifier(summary, name) : undefined;
    setOwn(modifier ? modifiers : choices, name, value);
  }
  return {
    ...(Object.keys(choices).length > 0 ? { choices } : {}),
    ...(Object.keys(modifiers).length > 0 ? { modifiers } : {}),
  };
}

/** Each modifier a selection names with the choice it names (by name or key); unknown ones are left out. */
export function chosenModifiers(summary: ProductSummary | undefined, given: Record<string, string> = {}) {
  return Object.keys(given).flatMap((name) => {
    const modifier = summary && findModifier(summary, name);
    const wanted = ownValue(given, name);
    const choice = modifier?.choices.find((c) => c.name === wanted || c.key === wanted);
    return modifier && choice ? [{ modifier, choice }] : [];
  });
}

/**
 * A price with the chosen modifiers' added prices, which the platform adds to the line's price (a V3
 * modifier choice's `addedPrice`, platform-2026.md §3.6): what the popover, a card and the optimistic line
 * show. An unknown price stays unknown.
 */
export function withModifiers(base: Money, picked: ReturnType<typeof chosenModifiers>): Money {
  const added = picked.flatMap(({ choice }) => choice.addedPrice ?? []);
  return added[0] && base.amount ? sumMoney([base, ...added]) : base;
}

/** Whether the shopper has a modifier to choose: a mandatory one, or any when the page chose nothing. */
export const modifierToChoose = (
  summary: ProductSummary,
  preset: Record<string, string>,
): ModifierSummary | undefined =>
  summary.modifiers.find(
    (m) =>
      m.choices.some((c) => c.visible) &&
      ownValue(preset, m.name) === undefined &&
      ownValue(preset, m.key) === undefined &&
      (m.mandatory || Object.keys(preset).length === 0),
  );
