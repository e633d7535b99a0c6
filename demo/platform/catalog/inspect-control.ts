// `GET /_emulator/products/<id or slug>`: the product as the emulator stores it (the V1 shape, merchant data
// included), whatever the site's catalog generation. Tests and the demo use it to find ids and variants
// without speaking a generation's API; it is not part of the platform.

import { notFound } from '../http/errors.ts';
import type { Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { presentProduct } from './present.ts';
import { catalog } from './store.ts';

export const inspectControlRoutes = (platform: Platform): Route[] => [
  {
    method: 'GET',
    path: '/_emulator/products/:ref',
    handler: (ctx) => {
      const ref = ctx.params.ref ?? '';
      const product = catalog(platform).products.find((p) => p.id === ref || p.slug === ref);
      if (!product) throw notFound('Product', ref, 'PRODUCT_NOT_FOUND');
      return { product: presentProduct(product, ctx.baseUrl, true) };
    },
  },
];
