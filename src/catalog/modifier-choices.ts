// What `catalogReference.options.options` carries for a Catalog V3 product's choice modifiers: modifier key →
// choice key (platform-2026.md §3.6), checked against the product before anything is sent. The platform
// refuses an add that leaves out a mandatory modifier, so that is refused here, naming the modifier.
import { UsageError } from '../errors/usage-error.ts';
import { ownValue, setOwn } from '../http/values.ts';
import type { ModifierSummary, ProductSummary } from '../types/product-summary.ts';

/** The modifier a selection names, by its name or its key. */
export const findModifier = (summary: ProductSummary, name: string): ModifierSummary | undefined =>
  summary.modifiers.find((m) => m.name === name) ?? summary.modifiers.find((m) => m.key === name);

/**
 * Modifier key → choice key for each chosen modifier; undefined when none is chosen. Names come from the
 * catalog and the page (`__proto__`), so only own properties are read and written.
 */
export function modifierChoices(
  summary: ProductSummary,
  given: Record<string, string> = {},
): Record<string, string> | undefined {
  const byKey: Record<string, string> = {};
  for (const name of Object.keys(given)) {
    const modifier = findModifier(summary, name);
    if (!modifier) throw new UsageError(`${summary.name} has no modifier ${JSON.stringify(name)}`);
    const wanted = ownValue(given, name);
    const choice = modifier.choices.find((c) => c.visible && (c.name === wanted || c.key === wanted));
    if (!choice) throw new UsageError(`${summary.name} has no ${modifier.name} ${JSON.stringify(wanted)}`);
    setOwn(byKey, modifier.key, choice.key);
  }
  const missing = summary.modifiers.find((m) => m.mandatory && ownValue(byKey, m.key) === undefined);
  if (missing) throw new UsageError(`Choose a ${missing.name} for ${summary.name}`);
  return Object.keys(byKey).length > 0 ? byKey : undefined;
}
