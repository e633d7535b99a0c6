// `GET /_media/<id>`: the product and collection pictures the catalog refers to.
import type { Route } from '../http/router.ts';
import { productSvg } from './svg.ts';

const MEDIA_ID = /^[\w.~-]{1,120}$/;

export const mediaModule = (): Route[] => [
  {
    method: 'GET',
    path: '/_media/:id',
    handler: (ctx) => {
      const id = ctx.params.id ?? '';
      if (!MEDIA_ID.test(id))
        return { raw: true, status: 404, headers: { 'content-type': 'text/plain' }, body: 'No such image' };
      return {
        raw: true,
        status: 200,
        headers: {
          'content-type': 'image/svg+xml',
          'cache-control': 'public, max-age=86400',
        },
        body: productSvg(id),
      };
    },
  },
];
