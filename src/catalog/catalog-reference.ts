// What to put in the cart for a shopper's selection of a ProductSummary. Catalog V3 always names the variant
// (`options.variantId`, also the default variant of a product without options: platform-2026.md §3.6);
// Catalog V1 names it for products with managed variants, and otherwise the choices by option name →
// choice description (`options.options`), as the platform's docs ask. Text fields go in
// `options.customTextFields`, V3 choice modifiers in `options.options` beside the variant (modifier-choices.ts).
// A missing or unknown choice is a DropcartError before anything is sent.
import { DropcartError } from '../errors/dropcart-error.ts';
import { compact, ownValue, setOwn } from '../http/values.ts';
import type { CatalogReference } from '../types/commerce.ts';
import type { ProductSelection, ProductSummary, VariantSummary } from '../types/product-summary.ts';
import { WIX_STORES_APP_ID } from './app-id.ts';
import { modifierChoices } from './modifier-choices.ts';

const invalid = (message: string) => new DropcartError(message, 'INVALID_SELECTION');

/**
 * Option name → choice name for every option, each checked against the product's choices. Names come from
 * the catalog: an option may be called `constructor` or `__proto__`, so only own properties are read and
 * written.
 */
function chosen(summary: ProductSummary, given: Record<string, string>): Record<string, string> {
  refuseUnknownOptions(summary, given);
  const choices: Record<string, string> = {};
  for (const option of summary.options) {
    const wanted = ownValue(given, option.name);
    if (wanted === undefined) throw invalid(`Choose a ${option.name} for ${summary.name}`);
    const choice = option.choices.find((c) => c.name === wanted || c.id === wanted);
    if (!choice) throw invalid(`${summary.name} has no ${option.name} ${JSON.stringify(wanted)}`);
    setOwn(choices, option.name, choice.name);
  }
  return choices;
}

/** A name the product has no option of is refused, also by a product without options (issue 30 #12). */
function refuseUnknownOptions(summary: ProductSummary, given: Record<string, string> = {}) {
  for (const name of Object.keys(given))
    if (!summary.options.some((o) => o.name === name))
      throw invalid(`${summary.name} has no option ${JSON.stringify(name)}`);
}

function variantOf(summary: ProductSummary, selection: ProductSelection): VariantSummary | undefined {
  if (!summary.variants) return undefined;
  if (selection.variantId) {
    const variant = summary.variants.find((v) => v.id === selection.variantId);
    if (!variant) throw invalid(`${summary.name} has no variant ${selection.variantId}`);
    return variant;
  }
  const choices = chosen(summary, selection.choices ?? {});
  const names = Object.keys(choices);
  const variant = summary.variants.find(
    (v) =>
      Object.keys(v.choices).length === names.length &&
      names.every((n) => ownValue(v.choices, n) === ownValue(choices, n)),
  );
  if (!variant)
    throw invalid(
      `${summary.name} is not sold as ${names.map((n) => `${n} ${ownValue(choices, n)}`).join(', ')}`,
    );
  return variant;
}

/** The text fields by key, checked: mandatory ones filled, none too long, none unknown. */
function textsOf(summary: ProductSummary, given: Record<string, string> = {}) {
  for (const key of Object.keys(given))
    if (!summary.textFields.some((f) => f.key === key))
      throw invalid(`${summary.name} has no text field ${JSON.stringify(key)}`);
  const texts: Record<string, string> = {};
  for (const field of summary.textFields) {
    const value = ownValue(given, field.key)?.trim() ?? '';
    if (!value && field.mandatory) throw invalid(`Fill in ${field.title} for ${summary.name}`);
    if (field.maxLength !== undefined && value.length > field.maxLength)
      throw invalid(`${field.title} takes at most ${field.maxLength} characters`);
    if (value) setOwn(texts, field.key, value);
  }
  return Object.keys(texts).length > 0 ? texts : undefined;
}

export function catalogReference(
  summary: ProductSummary,
  selection: ProductSelection = {},
): CatalogReference {
  const reference = { catalogItemId: summary.id, appId: WIX_STORES_APP_ID };
  refuseUnknownOptions(summary, selection.choices);
  const customTextFields = textsOf(summary, selection.textFields);
  // V1 has no modifiers (its summaries have none), so any modifier named for a V1 product is refused here.
  const modifiers = modifierChoices(summary, selection.modifiers);
  if (summary.catalog === 'V3_CATALOG' || summary.managedVariants) {
    const variantId = variantOf(summary, selection)?.id ?? selection.variantId;
    if (!variantId)
      throw new DropcartError(
        `${summary.name}: this summary has no variants (a V3 query leaves them out); read it with products.get(id) or pass variantId`,
        'VARIANTS_NEEDED',
      );
    return { ...reference, options: { variantId, ...compact({ options: modifiers, customTextFields }) } };
  }
  const options =
    summary.options.length === 0
      ? undefined
      : selection.variantId && summary.variants
        ? variantOf(summary, selection)?.choices
        : chosen(summary, selection.choices ?? {});
  if (!options && !customTextFields) return reference;
  return { ...reference, options: compact({ options, customTextFields }) };
}
