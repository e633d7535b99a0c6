// `GET /_hosted/product/:slug?postFlowUrl=…`: the hosted product page a `storesProduct` redirect session
// opens. It shows the product as the catalog has it now, with a link back to the caller's site.
import { choiceName } from '../catalog/choices.ts';
import { absolutise } from '../catalog/present.ts';
import { catalog } from '../catalog/store.ts';
import { decodeEntities } from '../catalog/v3/html-tree.ts';
import { html, type Route } from '../http/router.ts';
import { originAllowed, type Platform } from '../platform.ts';
import { esc, page } from './html.ts';
import { messagePage } from './page.ts';

export function productPageRoutes(platform: Platform): Route[] {
  return [
    {
      method: 'GET',
      path: '/_hosted/product/:slug',
      handler: (ctx) => {
        const found = catalog(platform).products.find((p) => p.slug === ctx.params.slug && p.visible);
        if (!found) return html(messagePage('Product not found', 'This product is not in the store.'), 404);
        const product = absolutise(found, ctx.baseUrl);
        const back = ctx.query.get('postFlowUrl');
        let backLink = '';
        if (back) {
          const url = URL.canParse(back) ? new URL(back) : undefined;
          if (!url || !platform.config.clients.some((c) => originAllowed(c, url.origin)))
            return html(messagePage('Link refused', 'postFlowUrl is not on an allowed origin.'), 400);
          backLink = `<p><a href="${esc(back)}">Back to the shop</a></p>`;
        }
        const image = product.media.mainMedia?.image;
        const price =
          product.priceData.discountedPrice < product.priceData.price
            ? `<s>${esc(product.priceData.formatted.price)}</s> ${esc(product.priceData.formatted.discountedPrice)}`
            : esc(product.priceData.formatted.price);
        const options = product.productOptions
          .map(
            (o) =>
              `<p>${esc(o.name)}: ${o.choices.map((c) => `${esc(choiceName(o, c))}${c.inStock ? '' : ' (sold out)'}`).join(', ')}</p>`,
          )
          .join('');
        const stock = product.stock.inStock ? 'In stock' : 'Sold out';
        return html(
          page(
            product.name,
            `<h1>${esc(product.name)}</h1>${image ? `<img src="${esc(image.url)}" alt="${esc(product.name)}" style="width:240px;height:240px">` : ''}<p class="total">${price}</p><p>${esc(plainText(product.description))}</p>${options}<p>${esc(stock)}</p>${backLink}`,
          ),
        );
      },
    },
  ];
}

/** The merchant's HTML description as the text it reads as (this page shows no merchant markup). */
const plainText = (html: string): string =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
