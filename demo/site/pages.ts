import type { SiteCollection, SiteProduct } from './catalog.ts';
import { type Html, html, PLACEHOLDER } from './html.ts';

const STORE_NAME = 'Northwind Goods';

/** The one script tag a store owner pastes, with the options the demo uses (the cart generation as served). */
const loaderTag = html`<script async src="/dropcart/loader.js" data-client-id="demo" data-api="${PLACEHOLDER.api}"
    data-cart-api="${PLACEHOLDER.cartApi}"${PLACEHOLDER.catalogAttribute} data-allowed-origins="${PLACEHOLDER.otherOrigin}"
    data-events="${PLACEHOLDER.api}/_emulator/events"></script>`;

export function layout(title: string, collections: SiteCollection[], body: Html): string {
  return html`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title} · ${STORE_NAME}</title>
  <link rel="stylesheet" href="/site.css">
  ${loaderTag}
</head>
<body>
  <header class="site-header">
    <a class="brand" href="/">${STORE_NAME}</a>
    <nav aria-label="Collections">
      ${collections.map((c) => html`<a href="/collections/${c.slug}.html">${c.name}</a>`)}
      <a href="/lookbook.html">Lookbook</a>
      <a href="/cards.html">Cards</a>
    </nav>
    <div class="actions">
      <span class="session" data-dropcart-session>
        <button type="button" class="link signed-out" data-dropcart-login>Sign in</button>
        <span class="signed-in member-name" data-dropcart-member-name>Signed in</span>
        <button type="button" class="link" data-dropcart-account="ORDERS">My orders</button>
        <button type="button" class="link signed-in" data-dropcart-logout>Sign out</button>
      </span>
      <button type="button" class="cart-button" data-dropcart-open>
        Cart (<span data-dropcart-count>0</span>) <span data-dropcart-subtotal></span>
      </button>
    </div>
  </header>
  <main>
${body}
  </main>
  <footer class="site-footer">
    Demo store served by the local platform emulator.
    <a href="${PLACEHOLDER.outbox}" target="_blank" rel="noopener">Mail outbox</a>
    (verification codes and reset links land here).
  </footer>
</body>
</html>
`.text;
}

export function buyButton(product: SiteProduct): Html {
  return product.inStock
    ? html`<button type="button" class="buy" data-dropcart-add="${product.id}">${product.preorder ? 'Pre-order' : 'Add to cart'}</button>`
    : html`<button type="button" class="buy" data-dropcart-add="${product.id}" disabled>Sold out</button>`;
}

export function price(product: SiteProduct): Html {
  return product.formattedDiscountedPrice
    ? html`<s>${product.formattedPrice}</s> <strong>${product.formattedDiscountedPrice}</strong>`
    : html`<strong>${product.formattedPrice}</strong>`;
}

function card(product: SiteProduct): Html {
  return html`<li class="card">
      <a href="/products/${product.slug}.html">
        ${product.imageUrl ? html`<img src="${product.imageUrl}" alt="" width="240" height="240" loading="lazy">` : ''}
        <span class="name">${product.name}</span>
      </a>
      ${product.ribbon ? html`<span class="ribbon">${product.ribbon}</span>` : ''}
      <p class="price">${price(product)}</p>
      ${buyButton(product)}
    </li>`;
}

export function productGrid(title: string, products: SiteProduct[]): Html {
  return html`<h1>${title}</h1>
    <ul class="grid">${products.map(card)}</ul>`;
}

export function productPage(product: SiteProduct): Html {
  return html`<article class="product">
      ${product.imageUrl ? html`<img src="${product.imageUrl}" alt="${product.name}" width="480" height="480">` : ''}
      <div>
        <h1>${product.name}</h1>
        <p class="price">${price(product)}</p>
        ${product.description.map((paragraph) => html`<p>${paragraph}</p>`)}
        ${product.hasOptions ? html`<p class="hint">Choose size and colour when you add it.</p>` : ''}
        ${buyButton(product)}
      </div>
    </article>`;
}
