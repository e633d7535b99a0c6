// Bulk merchant writes (protocol §7.2): set or adjust price, cost or weight on many products, answering
// one result per id so that an unknown id fails alone.

import { type FieldViolation, validationError, violation } from '../http/errors.ts';
import type { Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { requireMerchant } from './access.ts';
import { updateProduct } from './commit.ts';
import { isObj } from './json.ts';
import { round2 } from './money.ts';
import { findProduct } from './store.ts';
import type { Product } from './types.ts';

type Property = 'price' | 'cost' | 'weight';

interface ItemError {
  code: string;
  description: string;
}

function readIds(input: unknown): string[] {
  if (
    !Array.isArray(input) ||
    !input.length ||
    input.length > 100 ||
    input.some((x) => typeof x !== 'string')
  )
    throw validationError([
      violation('ids', 'must be an array of 1 to 100 product ids', 'MIN_SIZE', { min: 1, max: 100 }),
    ]);
  return input as string[];
}

const read = (p: Product, key: Property) =>
  key === 'price' ? p.priceData.price : key === 'cost' ? p.costAndProfitData.itemCost : p.weight;

function write(p: Product, key: Property, value: number): void {
  if (key === 'price') p.priceData.price = value;
  else if (key === 'cost') p.costAndProfitData.itemCost = value;
  else p.weight = value;
  // Managed variants carry their own values; a bulk change moves them with the product.
  if (p.manageVariants)
    for (const v of p.variants) {
      if (key === 'price') v.variant.priceData.price = value;
      else if (key === 'cost') v.variant.costAndProfitData.itemCost = value;
      else v.variant.weight = value;
    }
}

export function bulkWriteRoutes(platform: Platform): Route[] {
  /** `plan` checks one product and returns the change to make, or why it cannot be made. */
  const run = (baseUrl: string, ids: string[], plan: (p: Product) => ItemError | (() => void)) => {
    const results = ids.map((id, originalIndex) => {
      const product = findProduct(platform, id);
      const planned = product
        ? plan(product)
        : { code: 'PRODUCT_NOT_FOUND', description: `Product ${JSON.stringify(id)} was not found` };
      const error = typeof planned === 'function' ? undefined : planned;
      if (product && typeof planned === 'function')
        updateProduct(platform, product, baseUrl, () => {
          planned();
          return ['actualPriceRange', 'physicalProperties', 'ribbon', 'brand'];
        });
      return {
        itemMetadata: {
          id,
          originalIndex,
          success: !error,
          ...(error ? { error: { ...error, data: {} } } : {}),
        },
      };
    });
    const failures = results.filter((r) => !r.itemMetadata.success).length;
    return {
      results,
      bulkActionMetadata: {
        totalSuccesses: results.length - failures,
        totalFailures: failures,
        undetailedFailures: 0,
      },
    };
  };

  return [
    {
      method: 'POST',
      path: '/stores/v1/bulk/products/update',
      handler: (ctx) => {
        requireMerchant(platform, ctx);
        const ids = readIds(ctx.payload.ids);
        const set = ctx.payload.set;
        const problems: FieldViolation[] = [];
        const values: Partial<Record<Property, number>> = {};
        const texts: { ribbon?: string; brand?: string } = {};
        if (!isObj(set))
          problems.push(
            violation('set', 'is required: price, cost, weight, ribbon or brand', 'REQUIRED_FIELD'),
          );
        else {
          for (const key of ['price', 'cost', 'weight'] as const) {
            const v = set[key];
            if (v === undefined || v === null) continue;
            if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
              problems.push(violation(`set.${key}`, 'must be a number of at least 0', 'DECIMAL_GTE'));
            else values[key] = v;
          }
          for (const key of ['ribbon', 'brand'] as const) {
            const v = set[key];
            if (v === undefined || v === null) continue;
            if (typeof v !== 'string' || v.length > 50)
              problems.push(
                violation(`set.${key}`, 'must be a string of at most 50 characters', 'MAX_LENGTH'),
              );
            else texts[key] = v;
          }
          if (!problems.length && !Object.keys(values).length && !Object.keys(texts).length)
            problems.push(
              violation('set', 'must set price, cost, weight, ribbon or brand', 'REQUIRED_ONE_OF_FIELD'),
            );
        }
        if (problems.length) throw validationError(problems);
        return run(ctx.baseUrl, ids, (p) => () => {
          for (const [key, value] of Object.entries(values) as Array<[Property, number]>)
            write(p, key, value);
          if (texts.ribbon !== undefined) p.ribbon = texts.ribbon;
          if (texts.brand !== undefined) p.brand = texts.brand;
        });
      },
    },
    {
      method: 'POST',
      path: '/stores/v1/bulk/products/adjust-properties',
      handler: (ctx) => {
        requireMerchant(platform, ctx);
        const ids = readIds(ctx.payload.ids);
        const adjust = ctx.payload.adjust;
        const keys = isObj(adjust)
          ? (['price', 'cost', 'weight'] as const).filter((k) => adjust[k] !== undefined)
          : [];
        if (!isObj(adjust) || keys.length !== 1)
          throw validationError([
            violation('adjust', 'must adjust exactly one of price, cost or weight', 'REQUIRED_ONE_OF_FIELD'),
          ]);
        const key = keys[0]!;
        const rule = adjust[key];
        const amount = isObj(rule) ? rule.amount : undefined;
        const percentage = isObj(rule) && isObj(rule.percentage) ? rule.percentage : undefined;
        const bad = (d: string) => validationError([violation(`adjust.${key}`, d, 'VALIDATION')]);
        if (typeof amount === 'number' ? !Number.isFinite(amount) : percentage === undefined)
          throw bad('needs {amount: number} or {percentage: {rate: number, roundToInt?: boolean}}');
        if (percentage && (typeof percentage.rate !== 'number' || !Number.isFinite(percentage.rate)))
          throw bad('percentage.rate must be a number (e.g. 10 for +10%, -10 for -10%)');
        return run(ctx.baseUrl, ids, (p) => {
          const old = read(p, key);
          let next = typeof amount === 'number' ? old + amount : old * (1 + Number(percentage!.rate) / 100);
          next = percentage?.roundToInt === true ? Math.round(next) : round2(next);
          if (next < 0)
            return {
              code: 'NEGATIVE_VALUE',
              description: `${key} of ${p.name} would fall below 0 (${next})`,
            };
          return () => write(p, key, next);
        });
      },
    },
  ];
}
