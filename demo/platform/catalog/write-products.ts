// Merchant writes on products (protocol §7.2): create, update, delete, brand and ribbon removal, options.
import { applicationError, validationError, violation } from '../http/errors.ts';
import type { RequestContext, Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { requireMerchant } from './access.ts';
import { commitProduct, updateProduct } from './commit.ts';
import { buildProduct } from './factory.ts';
import { newId, slugify } from './ids.ts';
import { presentProduct } from './present.ts';
import { applyProductPatch, readProductInput } from './product-input.ts';
import { catalog, requireProduct } from './store.ts';
import { DEFAULT_VARIANT_ID, type Product } from './types.ts';

const W = '/stores/v1/products';

export function productWriteRoutes(platform: Platform): Route[] {
  /** Runs the handler for the merchant only, on the product named in the path. */
  const onProduct =
    (handler: (product: Product, ctx: RequestContext) => unknown) =>
    (ctx: RequestContext): unknown => {
      requireMerchant(platform, ctx);
      return handler(requireProduct(platform, ctx.params.id ?? ''), ctx);
    };

  const uniqueSlug = (wanted: string, except?: string): string => {
    const taken = new Set(
      catalog(platform)
        .products.filter((p) => p.id !== except)
        .map((p) => p.slug),
    );
    let slug = wanted;
    for (let n = 2; taken.has(slug); n++) slug = `${wanted}-${n}`;
    return slug;
  };

  return [
    {
      method: 'POST',
      path: W,
      handler: (ctx) => {
        requireMerchant(platform, ctx);
        const patch = readProductInput(ctx.payload.product, true);
        const { products } = catalog(platform);
        const numericId = String(Math.max(1000, ...products.map((p) => Number(p.numericId) || 0)) + 1);
        const product = buildProduct({
          id: newId(),
          name: patch.name!,
          slug: uniqueSlug(patch.slug ?? slugify(patch.name!)),
          price: patch.price!,
          numericId,
          createdDate: new Date(platform.now()).toISOString(),
          ...(patch.trackInventory || patch.quantity !== undefined ? { quantity: patch.quantity ?? 0 } : {}),
          ...(patch.productOptions ? { options: patch.productOptions } : {}),
          ...(patch.manageVariants !== undefined ? { manageVariants: patch.manageVariants } : {}),
        });
        const {
          name: _n,
          slug: _s,
          price: _p,
          quantity: _q,
          trackInventory: _t,
          productOptions: _o,
          manageVariants: _m,
          ...rest
        } = patch;
        applyProductPatch(product, rest);
        products.push(product);
        commitProduct(platform, { product, kind: 'created', baseUrl: ctx.baseUrl });
        return { product: presentProduct(product, ctx.baseUrl, true) };
      },
    },
    {
      method: 'PATCH',
      path: `${W}/:id`,
      handler: onProduct((product, ctx) => {
        const input = ctx.payload.product;
        const bodyId =
          typeof input === 'object' && input !== null ? (input as { id?: unknown }).id : undefined;
        if (bodyId !== undefined && bodyId !== product.id)
          throw validationError([
            violation('product.id', `must match the id in the path (${product.id})`, 'VALIDATION'),
          ]);
        const patch = readProductInput(input, false);
        if (patch.slug !== undefined && uniqueSlug(patch.slug, product.id) !== patch.slug)
          throw applicationError(
            409,
            'SLUG_ALREADY_EXISTS',
            `Another product already has the slug ${JSON.stringify(patch.slug)}`,
            {
              slug: patch.slug,
            },
          );
        updateProduct(platform, product, ctx.baseUrl, () => applyProductPatch(product, patch));
        return { product: presentProduct(product, ctx.baseUrl, true) };
      }),
    },
    {
      method: 'DELETE',
      path: `${W}/:id`,
      handler: onProduct((product, ctx) => {
        const { products } = catalog(platform);
        products.splice(products.indexOf(product), 1);
        commitProduct(platform, { product, kind: 'deleted', baseUrl: ctx.baseUrl });
        return {};
      }),
    },
    {
      method: 'POST',
      path: `${W}/:id/remove-brand`,
      handler: onProduct((product, ctx) => {
        updateProduct(platform, product, ctx.baseUrl, () => {
          product.brand = '';
          return ['brand'];
        });
        return {};
      }),
    },
    {
      method: 'POST',
      path: `${W}/:id/remove-ribbon`,
      handler: onProduct((product, ctx) => {
        updateProduct(platform, product, ctx.baseUrl, () => {
          product.ribbon = '';
          return ['ribbon'];
        });
        return {};
      }),
    },
    {
      method: 'DELETE',
      path: `${W}/:id/options`,
      handler: onProduct((product, ctx) => {
        updateProduct(platform, product, ctx.baseUrl, () => {
          // The product keeps its whole stock on its one remaining variant.
          const total = product.stock.quantity;
          product.productOptions = [];
          product.variants = [];
          product.manageVariants = false;
          if (total !== undefined) {
            product.stock.quantity = total;
            commitStockOnDefault(product, total);
          }
          return ['options', 'variantsInfo'];
        });
        return {};
      }),
    },
  ];
}

/** Seeds the default variant's quantity before normalisation rebuilds the variant list. */
function commitStockOnDefault(product: Product, quantity: number): void {
  product.variants = [
    {
      id: DEFAULT_VARIANT_ID,
      choices: {},
      variant: {
        priceData: product.priceData,
        convertedPriceData: product.priceData,
        costAndProfitData: product.costAndProfitData,
        weight: product.weight,
        sku: product.sku,
        visible: true,
      },
      stock: { trackQuantity: true, quantity, inStock: quantity > 0 },
    },
  ];
}
