// `POST /_emulator/stock {productId, variantId?, quantity}`: lets the demo and tests sell a product out (or
// restock it) and watch the inventory events arrive.
import { validationError, violation } from '../http/errors.ts';
import type { Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { presentProduct } from './present.ts';
import { setStock } from './stock.ts';
import { findVariant, requireProduct } from './store.ts';

export function stockControlRoutes(platform: Platform): Route[] {
  return [
    {
      method: 'POST',
      path: '/_emulator/stock',
      handler: (ctx) => {
        const { productId, variantId, quantity } = ctx.payload;
        const problems = [];
        if (typeof productId !== 'string' || !productId)
          problems.push(violation('productId', 'is required', 'REQUIRED_FIELD'));
        if (variantId !== undefined && typeof variantId !== 'string')
          problems.push(violation('variantId', 'must be a string', 'FORMAT'));
        if (
          typeof quantity !== 'number' ||
          !Number.isInteger(quantity) ||
          quantity < 0 ||
          quantity > 1_000_000
        )
          problems.push(violation('quantity', 'must be a whole number from 0 to 1000000', 'FORMAT'));
        if (problems.length) throw validationError(problems);
        const product = requireProduct(platform, productId as string);
        if (typeof variantId === 'string' && !findVariant(product, variantId))
          throw validationError([
            violation('variantId', `is not a variant of ${product.name}`, 'VALIDATION'),
          ]);
        setStock(platform, product, variantId as string | undefined, quantity as number, ctx.baseUrl);
        return { product: presentProduct(product, ctx.baseUrl, true) };
      },
    },
  ];
}
