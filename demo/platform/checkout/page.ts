// The hosted checkout page: items, totals, destination (country, then the street address the checkout
// carries, prefilled), shipping choice, buyer e-mail, "Place order".
// Changing the country reloads the page (a GET form) so shipping and tax follow the destination.

import type { Address } from '../cart/types.ts';
import { formatUsd } from '../catalog/money.ts';
import { esc, page } from './html.ts';
import type { Purchase, PurchaseTotals } from './place.ts';

export const COUNTRIES: Array<[string, string]> = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['GB', 'United Kingdom'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['NL', 'Netherlands'],
  ['ES', 'Spain'],
  ['IT', 'Italy'],
  ['AU', 'Australia'],
  ['JP', 'Japan'],
];

export interface CheckoutPageInput {
  purchase: Purchase;
  totals: PurchaseTotals;
  /** The return addresses, carried through the forms unchanged. */
  returnTo: { postFlowUrl?: string; thankYouPageUrl?: string };
  /** The checkout session the page was opened through (access.ts), carried by its forms. */
  redirectSessionId: string;
  email: string;
  /** The address the checkout carries for the page's country: its fields are filled in, not asked again. */
  shipTo?: Address;
  problems: string[];
}

/** The street, city, region and postal code of the address, prefilled from the checkout's. */
function addressFields(shipTo: Address | undefined): string {
  const street = shipTo?.streetAddress
    ? `${shipTo.streetAddress.number} ${shipTo.streetAddress.name}`.trim()
    : undefined;
  const field = (label: string, name: string, autocomplete: string, value: string | undefined) =>
    `<label>${esc(label)} <input name="${name}" autocomplete="${autocomplete}" value="${esc(value ?? '')}"></label>`;
  return `<fieldset><legend>Address</legend>
${field('Street and number', 'addressLine', 'address-line1', shipTo?.addressLine ?? street)}
${field('Apartment, suite (optional)', 'addressLine2', 'address-line2', shipTo?.addressLine2)}
${field('City', 'city', 'address-level2', shipTo?.city)}
${field('State or region', 'subdivision', 'address-level1', shipTo?.subdivision)}
${field('Postal code', 'postalCode', 'postal-code', shipTo?.postalCode)}
</fieldset>`;
}

const hidden = (name: string, value: string | undefined) =>
  value === undefined ? '' : `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`;

// Sends the form as JSON (the emulator's API reads JSON bodies) and follows the redirect it is given.
const SUBMIT_SCRIPT = `<script>
document.getElementById('place').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = event.target;
  const status = document.getElementById('status');
  form.querySelector('button').disabled = true;
  status.textContent = 'Placing your order…';
  try {
    const res = await fetch(form.action, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(Object.fromEntries(new FormData(form))) });
    const body = await res.json();
    if (res.ok && body.redirectUrl) { location.assign(body.redirectUrl); return; }
    status.textContent = body.message || 'The order could not be placed.';
    status.className = 'error';
  } catch (error) {
    status.textContent = 'The order could not be placed: ' + error.message;
    status.className = 'error';
  }
  form.querySelector('button').disabled = false;
});
</script>`;

export function checkoutPage({
  purchase,
  totals,
  returnTo,
  redirectSessionId,
  email,
  shipTo,
  problems,
}: CheckoutPageInput): string {
  const { priced } = totals;
  const country = totals.address?.country;
  const rows = priced.lines
    .map((l) => {
      const options = Object.entries(l.stored.options)
        .map(([k, v]) => `${esc(k)}: ${esc(v)}`)
        .join(', ');
      const status =
        l.v1Status === 'AVAILABLE'
          ? ''
          : ` <strong class="error">${esc(l.v1Status.replace(/_/g, ' ').toLowerCase())}</strong>`;
      return `<tr><td>${esc(l.name)}${options ? `<br><small>${options}</small>` : ''}${status}</td><td class="num">${esc(l.stored.quantity)}</td><td class="num">${esc(formatUsd(l.unitPrice))}</td><td class="num">${esc(formatUsd(l.lineTotal))}</td></tr>`;
    })
    .join('');
  const shipping = totals.options
    .map(
      (o) =>
        `<label><input type="radio" name="shipping" value="${esc(o.code)}"${o.code === totals.selected?.code ? ' checked' : ''}> ${esc(o.title)} (${esc(o.deliveryTime)}): ${esc(o.cost === 0 ? 'Free' : formatUsd(o.cost))}</label>`,
    )
    .join('');
  const countryOptions = COUNTRIES.map(
    ([code, name]) =>
      `<option value="${esc(code)}"${code === country ? ' selected' : ''}>${esc(name)}</option>`,
  ).join('');
  const keep =
    hidden('checkoutId', purchase.id) +
    hidden('redirectSessionId', redirectSessionId) +
    hidden('postFlowUrl', returnTo.postFlowUrl) +
    hidden('thankYouPageUrl', returnTo.thankYouPageUrl);
  const coupon = priced.coupon
    ? `<tr><td colspan="3">Coupon ${esc(priced.coupon.coupon.code)}</td><td class="num">−${esc(formatUsd(priced.discount))}</td></tr>`
    : '';
  const body = `<h1>Checkout</h1>
${problems.length ? `<div class="error" role="alert">${problems.map(esc).join('<br>')}</div>` : ''}
<table aria-label="Items">
<thead><tr><th>Item</th><th class="num">Qty</th><th class="num">Price</th><th class="num">Total</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>
<tr><td colspan="3">Subtotal</td><td class="num">${esc(formatUsd(priced.subtotal))}</td></tr>
${coupon}
<tr><td colspan="3">Shipping</td><td class="num" data-total="shipping">${esc(formatUsd(totals.shipping))}</td></tr>
<tr><td colspan="3">Tax (${esc(totals.tax.name)})</td><td class="num" data-total="tax">${esc(formatUsd(totals.tax.amount))}</td></tr>
${totals.giftCard ? `<tr><td colspan="3">Gift card</td><td class="num" data-total="gift-card">−${esc(formatUsd(totals.giftCard.amount))}</td></tr>` : ''}
<tr class="total"><td colspan="3">Total</td><td class="num" data-total="total">${esc(formatUsd(totals.total - (totals.giftCard?.amount ?? 0)))}</td></tr>
</tfoot>
</table>
<form method="get" action="/_hosted/checkout">
${keep}${hidden('email', email || undefined)}
<fieldset><legend>Ship to</legend>
<label>Country <select name="country">${countryOptions}</select></label>
<button type="submit" class="secondary">Update shipping</button>
</fieldset>
</form>
<form id="place" method="post" action="/_hosted/checkout/place">
${keep}${hidden('country', country)}
${addressFields(shipTo)}
<fieldset><legend>Shipping</legend>${shipping || '<p>No shipping to this destination.</p>'}</fieldset>
<label>E-mail for the receipt <input type="email" name="email" required autocomplete="email" value="${esc(email)}"></label>
<p><button type="submit">Place order</button></p>
<p id="status" role="status"></p>
</form>
${SUBMIT_SCRIPT}`;
  return page('Checkout', body);
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return page(
    title,
    `<h1>${esc(title)}</h1><p>${esc(message)}</p>${link ? `<p><a href="${esc(link.href)}">${esc(link.text)}</a></p>` : ''}`,
  );
}
