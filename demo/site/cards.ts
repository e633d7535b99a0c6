// The product cards page: cards the widget draws from the live catalog (a grid of `card`s and a list of
// `row`s) and live price and stock bindings on the page's own table (docs/embedding.md, "Product cards
// and live prices"). Each card's content here is the owner's fallback: what crawlers and visitors without
// JavaScript read, shown until the widget has read the product, and the room the card then takes.
import type { SiteProduct } from './catalog.ts';
import { type Html, html } from './html.ts';
import { buyButton, price } from './pages.ts';

/** A mug, a discounted one, a sold-out one, sizes at two prices, sizes and colours, a mandatory modifier. */
const GRID = [
  'classic-white-mug',
  'sunrise-travel-tumbler',
  'cracked-glaze-mug',
  'abstract-shapes-print',
  'organic-cotton-tee',
  'house-blend-coffee',
];
/** Products with choices, which a row shows inline (the tote: threads at an added price). */
const ROWS = ['organic-cotton-tee', 'house-blend-coffee', 'abstract-shapes-print', 'embroidered-tote'];

const pick = (products: SiteProduct[], slugs: string[]) =>
  slugs.flatMap((slug) => products.filter((p) => p.slug === slug));

function fallback(product: SiteProduct): Html {
  return html`<article class="card">
        ${product.imageUrl ? html`<img src="${product.imageUrl}" alt="" width="240" height="240">` : ''}
        <a class="name" href="/products/${product.slug}.html">${product.name}</a>
        ${product.ribbon ? html`<span class="ribbon">${product.ribbon}</span>` : ''}
        <p class="price">${price(product)}</p>
        ${buyButton(product)}
      </article>`;
}

export function cardsBody(products: SiteProduct[]): Html {
  return html`<h1>Product cards</h1>
    <p>Cards and prices drawn by the widget from the store's live catalog.</p>
    <h2>Grid</h2>
    <ul class="grid">${pick(products, GRID).map(
      (p) => html`<li><div data-dropcart-product="${p.id}">${fallback(p)}</div></li>`,
    )}</ul>
    <h2>Rows</h2>
    <div class="rows">${pick(products, ROWS).map(
      (p) => html`<div data-dropcart-product="${p.id}" data-layout="row">${fallback(p)}</div>`,
    )}</div>
    <h2>Live prices</h2>
    <table class="prices">
      <thead><tr><th scope="col">Product</th><th scope="col">Price</th><th scope="col">Stock</th></tr></thead>
      <tbody>${products.map(
        (p) => html`<tr>
          <th scope="row"><a href="/products/${p.slug}.html">${p.name}</a></th>
          <td data-dropcart-price="${p.id}">${p.formattedDiscountedPrice ?? p.formattedPrice}</td>
          <td data-dropcart-stock="${p.id}">${p.inStock ? (p.preorder ? 'Available for pre-order' : 'In stock') : 'Sold out'}</td>
        </tr>`,
      )}</tbody>
    </table>`;
}
