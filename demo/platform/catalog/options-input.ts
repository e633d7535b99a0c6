// Reads `product.productOptions` of a create or update call: names present and unique, choices present and
// unique by the name a buyer picks them by. A colour choice follows the platform's documentation: `value`
// is its colour code ("#00FF00") and `description` its name ("Green"), which variants and selections use.
import { type FieldViolation, violation } from '../http/errors.ts';
import { isColourCode } from './choices.ts';
import { isObj } from './json.ts';
import type { Choice, ProductOption } from './types.ts';

export function readOptions(input: unknown, problems: FieldViolation[]): ProductOption[] {
  if (!Array.isArray(input)) {
    problems.push(violation('product.productOptions', 'must be an array', 'FORMAT'));
    return [];
  }
  if (input.length > 6)
    problems.push(violation('product.productOptions', 'at most 6 options', 'MAX_SIZE', { max: 6 }));
  const names = new Set<string>();
  return input.map((o, i) => {
    const at = `product.productOptions[${i}]`;
    if (!isObj(o) || typeof o.name !== 'string' || !o.name.trim()) {
      problems.push(violation(`${at}.name`, 'is required', 'REQUIRED_FIELD'));
      return { optionType: 'drop_down', name: '', choices: [] };
    }
    if (names.has(o.name))
      problems.push(violation(`${at}.name`, `repeats option ${JSON.stringify(o.name)}`, 'VALIDATION'));
    names.add(o.name);
    const optionType = o.optionType ?? 'drop_down';
    if (optionType !== 'drop_down' && optionType !== 'color')
      problems.push(violation(`${at}.optionType`, 'must be drop_down or color', 'INVALID_ENUM_VALUE'));
    const colour = optionType === 'color';
    const choices = Array.isArray(o.choices) ? o.choices : [];
    if (!choices.length)
      problems.push(violation(`${at}.choices`, 'needs at least one choice', 'MIN_SIZE', { min: 1 }));
    const seen = new Set<string>();
    return {
      optionType: colour ? 'color' : 'drop_down',
      name: o.name,
      choices: choices.map((c: unknown, j: number): Choice => {
        const text = (key: string) => (isObj(c) && typeof c[key] === 'string' ? c[key].trim() : '');
        const value = text('value');
        const description = text('description') || (colour ? '' : value);
        if (!value) problems.push(violation(`${at}.choices[${j}].value`, 'is required', 'REQUIRED_FIELD'));
        else if (colour && !isColourCode(value))
          problems.push(
            violation(
              `${at}.choices[${j}].value`,
              `must be the colour code (#RGB or #RRGGBB) of a colour choice, got ${JSON.stringify(value)}; its name goes in description`,
              'FORMAT',
            ),
          );
        if (colour && !description)
          problems.push(
            violation(
              `${at}.choices[${j}].description`,
              'is required for a colour choice: it is the name buyers and variants use (value is the colour code)',
              'REQUIRED_FIELD',
            ),
          );
        const name = colour ? description : value;
        if (name && seen.has(name))
          problems.push(
            violation(
              `${at}.choices[${j}].${colour ? 'description' : 'value'}`,
              `repeats ${JSON.stringify(name)}`,
              'VALIDATION',
            ),
          );
        if (name) seen.add(name);
        return { value, description, inStock: true, visible: true };
      }),
    };
  });
}
