// Reads `product.productOptions` of a create or update call: names and choice values present and unique.
import { type FieldViolation, violation } from '../http/errors.ts';
import { isObj } from './json.ts';
import type { ProductOption } from './types.ts';

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
    const choices = Array.isArray(o.choices) ? o.choices : [];
    if (!choices.length)
      problems.push(violation(`${at}.choices`, 'needs at least one choice', 'MIN_SIZE', { min: 1 }));
    const values = new Set<string>();
    return {
      optionType: optionType === 'color' ? 'color' : 'drop_down',
      name: o.name,
      choices: choices.map((c: unknown, j: number) => {
        const value = isObj(c) && typeof c.value === 'string' ? c.value.trim() : '';
        if (!value) problems.push(violation(`${at}.choices[${j}].value`, 'is required', 'REQUIRED_FIELD'));
        else if (values.has(value))
          problems.push(
            violation(`${at}.choices[${j}].value`, `repeats ${JSON.stringify(value)}`, 'VALIDATION'),
          );
        values.add(value);
        const description =
          isObj(c) && typeof c.description === 'string' && c.description ? c.description : value;
        return { value, description, inStock: true, visible: true };
      }),
    };
  });
}
