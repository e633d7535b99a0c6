// Merchant writes on variants (protocol §7.2): per-variant price, cost, weight, SKU and visibility, and the
// reset back to the product's own values.

import { applicationError, type FieldViolation, validationError, violation } from '../http/errors.ts';
import type { RequestContext, Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { requireMerchant } from './access.ts';
import { findChoice } from './choices.ts';
import { updateProduct } from './commit.ts';
import { isObj } from './json.ts';
import { presentProduct } from './present.ts';
import { requireProduct } from './store.ts';
import type { Product, Variant } from './types.ts';

interface VariantUpdate {
  targets: Variant[];
  price?: number;
  cost?: number;
  weight?: number;
  sku?: string;
  visible?: boolean;
}

function readUpdates(product: Product, input: unknown): VariantUpdate[] {
  if (!Array.isArray(input) || input.length === 0)
    throw validationError([violation('variants', 'must be a non-empty array', 'MIN_SIZE', { min: 1 })]);
  const problems: FieldViolation[] = [];
  const updates = input.map((item, i): VariantUpdate => {
    const at = `variants[${i}]`;
    if (!isObj(item)) {
      problems.push(violation(at, 'must be an object', 'FORMAT'));
      return { targets: [] };
    }
    const choices = isObj(item.choices) ? item.choices : {};
    const ids = Array.isArray(item.variantIds) ? item.variantIds : undefined;
    for (const [name, value] of Object.entries(choices)) {
      const option = product.productOptions.find((o) => o.name === name);
      if (!option || !findChoice(option, value))
        problems.push(
          violation(`${at}.choices.${name}`, `is not an option and choice of ${product.name}`, 'VALIDATION'),
        );
    }
    const targets = product.variants.filter(
      (v) => Object.entries(choices).every(([k, c]) => v.choices[k] === c) && (!ids || ids.includes(v.id)),
    );
    if (ids)
      for (const id of ids)
        if (!product.variants.some((v) => v.id === id))
          problems.push(
            violation(`${at}.variantIds`, `has unknown variant ${JSON.stringify(id)}`, 'VALIDATION'),
          );
    if (!targets.length && !problems.length) problems.push(violation(at, 'matches no variant', 'VALIDATION'));
    const update: VariantUpdate = { targets };
    for (const key of ['price', 'cost', 'weight'] as const) {
      const v = item[key];
      if (v === undefined || v === null) continue;
      if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
        problems.push(violation(`${at}.${key}`, 'must be a number of at least 0', 'DECIMAL_GTE'));
      else update[key] = v;
    }
    if (item.sku !== undefined) {
      if (typeof item.sku !== 'string' || item.sku.length > 40)
        problems.push(violation(`${at}.sku`, 'must be a string of at most 40 characters', 'MAX_LENGTH'));
      else update.sku = item.sku;
    }
    if (item.visible !== undefined) {
      if (typeof item.visible !== 'boolean')
        problems.push(violation(`${at}.visible`, 'must be true or false', 'FORMAT'));
      else update.visible = item.visible;
    }
    return update;
  });
  if (problems.length) throw validationError(problems);
  return updates;
}

export function variantWriteRoutes(platform: Platform): Route[] {
  const target = (ctx: RequestContext) => {
    requireMerchant(platform, ctx);
    return requireProduct(platform, ctx.params.id ?? '');
  };
  return [
    {
      method: 'PATCH',
      path: '/stores/v1/products/:id/variants',
      handler: (ctx) => {
        const product = target(ctx);
        if (!product.manageVariants)
          throw applicationError(
            400,
            'VARIANTS_NOT_MANAGED',
            `${product.name} does not manage variants; set manageVariants to true before changing variants`,
            { productId: product.id },
          );
        const updates = readUpdates(product, ctx.payload.variants);
        const touched = new Set<string>();
        updateProduct(platform, product, ctx.baseUrl, () => {
          for (const u of updates)
            for (const v of u.targets) {
              touched.add(v.id);
              if (u.price !== undefined) v.variant.priceData.price = u.price;
              if (u.cost !== undefined) v.variant.costAndProfitData.itemCost = u.cost;
              if (u.weight !== undefined) v.variant.weight = u.weight;
              if (u.sku !== undefined) v.variant.sku = u.sku;
              if (u.visible !== undefined) v.variant.visible = u.visible;
            }
          return ['variantsInfo', 'actualPriceRange'];
        });
        const shown = presentProduct(product, ctx.baseUrl, true) as { variants: Variant[] };
        return { variants: shown.variants.filter((v) => touched.has(v.id)) };
      },
    },
    {
      method: 'POST',
      path: '/stores/v1/products/:id/variants/resetToDefault',
      handler: (ctx) => {
        const product = target(ctx);
        updateProduct(platform, product, ctx.baseUrl, () => {
          for (const v of product.variants) {
            v.variant.priceData.price = product.priceData.price;
            v.variant.costAndProfitData.itemCost = product.costAndProfitData.itemCost;
            v.variant.weight = product.weight;
            v.variant.sku = product.sku;
            v.variant.visible = true;
          }
          return ['variantsInfo', 'actualPriceRange'];
        });
        return {};
      },
    },
  ];
}
