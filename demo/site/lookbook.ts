// The lookbook: a page of the store that embeds a frame from the *other* origin (as a separate
// micro-site or a partner's page would be), which adds to the store's cart through dropcart's
// postMessage API (dropcart-frame.js). The store's loader allows exactly that origin.
import type { SiteProduct } from './catalog.ts';
import { type Html, html, PLACEHOLDER } from './html.ts';

/** Products the lookbook shows: the first few in stock without options (one click adds them). */
export function lookbookProducts(products: SiteProduct[]): SiteProduct[] {
  return products.filter((p) => p.inStock && !p.hasOptions).slice(0, 6);
}

/** The lookbook page's body on the store (inside the usual layout). */
export function lookbookBody(): Html {
  return html`<h1>Lookbook</h1>
    <p>The looks below come from our lookbook site, on another origin; its buttons add to this cart.</p>
    <iframe class="lookbook" src="${PLACEHOLDER.otherOrigin}/lookbook-frame.html" title="Lookbook"
      width="100%" height="560"></iframe>`;
}

/**
 * The framed page, a complete document of its own. It has no loader: it talks to the embedding store
 * through `/dropcart/dropcart-frame.js`, whose host origin it reads from a meta tag the server fills
 * (for a page on one origin, `%%DROPCART_OTHER_ORIGIN%%` is the store's). No inline script.
 */
export function lookbookFrame(products: SiteProduct[]): string {
  return html`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="dropcart-host-origin" content="${PLACEHOLDER.otherOrigin}">
  <title>Lookbook</title>
  <link rel="stylesheet" href="/site.css">
  <script defer src="/dropcart/dropcart-frame.js"></script>
  <script defer src="/lookbook-frame.js"></script>
</head>
<body class="lookbook-frame">
  <main>
    <h1>Autumn looks</h1>
    <p id="lookbook-cart"></p>
    <p id="lookbook-status" role="status" aria-live="polite"></p>
    <ul class="grid">
      ${products.map(
        (p) => html`<li class="card">
        ${p.imageUrl ? html`<img src="${p.imageUrl}" alt="" width="200" height="200" loading="lazy">` : ''}
        <span class="name">${p.name}</span>
        <p class="price"><strong>${p.formattedDiscountedPrice ?? p.formattedPrice}</strong></p>
        <button type="button" class="buy" data-lookbook-add="${p.id}" data-name="${p.name}">Add ${p.name}</button>
      </li>`,
      )}
    </ul>
  </main>
</body>
</html>
`.text;
}
