// The checklist's buy-button lines: every `data-dropcart-add` on the page read as a click would read it
// (host/attributes.ts), its product through the widget's product cache (one query for the page), and the
// options and modifiers it names checked against the product as an add would split them (selection.ts).
import { isDropcartError } from '../../src/index.ts';
import type { AddRequest } from '../api.ts';
import { describeElement, isProblem, readAddAttributes } from '../host/attributes.ts';
import type { ProductCache, ProductSummary } from '../products.ts';
import { chosenModifiers, selectionOf } from '../selection.ts';
import type { DoctorCheck } from './types.ts';

const list = (names: string[]) => (names.length > 0 ? names.join(', ') : 'none');

/** What the options a button names get wrong, each naming the option or choice. */
function optionProblems(summary: ProductSummary, given: Record<string, string>): string[] {
  const { choices = {}, modifiers = {} } = selectionOf(summary, given);
  const problems: string[] = [];
  for (const [name, value] of Object.entries(choices)) {
    const option = summary.options.find((o) => o.name === name);
    if (!option)
      problems.push(
        `names the option "${name}", which ${summary.name} does not have (its options: ${list([
          ...summary.options.map((o) => o.name),
          ...summary.modifiers.map((m) => m.name),
        ])})`,
      );
    else if (!option.choices.some((c) => c.name === value || c.id === value))
      problems.push(
        `names "${value}" for ${name}, which is not a choice of ${summary.name} (its choices: ${list(option.choices.map((c) => c.name))})`,
      );
  }
  const chosen = chosenModifiers(summary, modifiers);
  for (const [name, value] of Object.entries(modifiers))
    if (!chosen.some(({ modifier }) => modifier.name === name || modifier.key === name)) {
      const modifier = summary.modifiers.find((m) => m.name === name || m.key === name);
      problems.push(
        `names "${value}" for ${name}, which is not a choice of ${summary.name} (its choices: ${list(modifier?.choices.map((c) => c.name) ?? [])})`,
      );
    }
  return problems;
}

async function checkButton(
  element: Element,
  request: AddRequest,
  products: ProductCache,
): Promise<DoctorCheck[]> {
  const where = `${describeElement(element)} data-dropcart-add="${request.productId}"`;
  let summary: ProductSummary;
  try {
    summary = await products.withVariants(request.productId);
  } catch (error) {
    const unknown = isDropcartError(error) && error.code === 'PRODUCT_NOT_FOUND';
    return [
      unknown
        ? {
            id: 'buy-buttons',
            status: 'problem',
            message: `${where}: the store has no product "${request.productId}" that shoppers can see (no such id, or the product is hidden).`,
            fix: "Copy the product's id from the dashboard (Wix Stores > Products) into data-dropcart-add, and check that the product is visible in the store.",
          }
        : {
            id: 'buy-buttons',
            status: 'unchecked',
            message: `${where}: the product could not be read (${error instanceof Error ? error.message : String(error)}).`,
          },
    ];
  }
  const lines: DoctorCheck[] = optionProblems(summary, request.options ?? {}).map((problem) => ({
    id: 'buy-buttons',
    status: 'problem',
    message: `${where} (${summary.name}): data-dropcart-options ${problem}. The button adds nothing.`,
    fix: 'Name options and choices as the product has them (a colour by its name), or leave the option out for the shopper to choose.',
  }));
  if (request.variantId && summary.variants && !summary.variants.some((v) => v.id === request.variantId))
    lines.push({
      id: 'buy-buttons',
      status: 'problem',
      message: `${where} (${summary.name}): data-dropcart-variant="${request.variantId}" is not a variant of the product. The button adds nothing.`,
      fix: 'Copy the variant id from the product, or name the choices with data-dropcart-options instead.',
    });
  if (!summary.inStock)
    lines.push({
      id: 'buy-buttons',
      status: 'warning',
      message: `${where}: ${summary.name} is out of stock; its buttons are disabled and marked sold out until it is back.`,
      fix: 'Restock it, or take its buttons off the page.',
    });
  return lines;
}

export async function checkButtons(doc: Document, products: ProductCache): Promise<DoctorCheck[]> {
  const elements = [...doc.querySelectorAll('[data-dropcart-add]')];
  if (elements.length === 0)
    return [
      { id: 'buy-buttons', status: 'ok', message: 'This page has no buy buttons (data-dropcart-add).' },
    ];
  const read = elements.map((element) => ({ element, request: readAddAttributes(element) }));
  await products.prefetch(read.flatMap(({ request }) => (isProblem(request) ? [] : [request.productId])));
  const lines: DoctorCheck[] = [];
  let fine = 0;
  for (const { element, request } of read) {
    const found: DoctorCheck[] = isProblem(request)
      ? [
          {
            id: 'buy-buttons',
            status: 'problem',
            message: `${describeElement(element)} ${request.attribute}="${request.value}" ${request.problem}. The button adds nothing.`,
            fix: `Correct ${request.attribute} (docs/embedding.md, "Host page attributes").`,
          },
        ]
      : await checkButton(element, request, products);
    if (found.length === 0) fine += 1;
    lines.push(...found);
  }
  if (fine > 0)
    lines.unshift({
      id: 'buy-buttons',
      status: 'ok',
      message: `${fine} of ${elements.length} buy buttons: the product exists, is visible and in stock, and the options named are its own.`,
    });
  return lines;
}
