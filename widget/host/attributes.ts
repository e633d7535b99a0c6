// Reads a buy button's data attributes. Anything malformed is reported with the attribute's name, so the
// store owner can find and fix it; nothing is added from a button that is not set up correctly.
import type { AddRequest } from '../api.ts';
import { MAX_QUANTITY } from '../cart/quantity.ts';

export interface AttributeProblem {
  attribute: string;
  value: string;
  problem: string;
}

const WHOLE_NUMBER = /^[0-9]+$/;

export function readAddAttributes(element: Element): AddRequest | AttributeProblem {
  const productId = (element.getAttribute('data-dropcart-add') ?? '').trim();
  if (!productId)
    return {
      attribute: 'data-dropcart-add',
      value: '',
      problem: 'needs the product id, e.g. data-dropcart-add="<productId>"',
    };
  const request: AddRequest = { productId };

  const quantity = element.getAttribute('data-dropcart-quantity');
  if (quantity !== null) {
    const trimmed = quantity.trim();
    const value = Number(trimmed);
    if (!WHOLE_NUMBER.test(trimmed) || value < 1 || value > MAX_QUANTITY)
      return {
        attribute: 'data-dropcart-quantity',
        value: quantity,
        problem: `must be a whole number from 1 to ${MAX_QUANTITY}`,
      };
    request.quantity = value;
  }

  const variant = element.getAttribute('data-dropcart-variant');
  if (variant !== null) {
    if (!variant.trim()) return { attribute: 'data-dropcart-variant', value: variant, problem: 'is empty' };
    request.variantId = variant.trim();
  }

  const options = element.getAttribute('data-dropcart-options');
  if (options !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(options);
    } catch {
      return {
        attribute: 'data-dropcart-options',
        value: options,
        problem: 'is not valid JSON; expected e.g. {"Size":"L","Color":"Red"}',
      };
    }
    if (
      !parsed ||
      typeof parsed !== 'object' ||
      Array.isArray(parsed) ||
      !Object.values(parsed).every((choice) => typeof choice === 'string')
    )
      return {
        attribute: 'data-dropcart-options',
        value: options,
        problem: 'must be a JSON object of option name to choice text, e.g. {"Size":"L"}',
      };
    request.options = parsed as Record<string, string>;
  }

  const openOnAdd = element.getAttribute('data-dropcart-open-on-add');
  if (openOnAdd !== null) request.openOnAdd = openOnAdd !== 'false';
  return request;
}

export function isProblem(value: AddRequest | AttributeProblem): value is AttributeProblem {
  return 'problem' in value;
}

/** `<button id="buy" class="cta">` — enough to find the element in the page source. */
export function describeElement(element: Element): string {
  const id = element.id ? ` id="${element.id}"` : '';
  const className = element.getAttribute('class') ? ` class="${element.getAttribute('class')}"` : '';
  return `<${element.tagName.toLowerCase()}${id}${className}>`;
}
