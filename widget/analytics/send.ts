// Google's standard e-commerce events for the moments record.ts hears of, sent the way each tool takes
// them: Google Tag Manager's `dataLayer.push({ event, ecommerce })` after the `{ ecommerce: null }` reset
// Google documents (so one event's items never linger into the next), or Google Analytics 4's
// `gtag('event', name, params)`. The item fields are GA4's (item_id, item_name, item_variant, price,
// quantity, currency, coupon), `value` and `currency` at the event level; products, prices and the coupon
// code only: never an e-mail, a name or a token. A tool of the page that throws is its own affair.
import type { LineView } from '../cart/view.ts';
import type { AnalyticsTarget } from '../options.ts';
import type { AnalyticsDeps, Recorded } from './types.ts';

interface Ga4Item {
  item_id: string;
  item_name: string;
  item_variant?: string;
  price: number;
  quantity: number;
  currency?: string;
  coupon?: string;
}

type Ga4Params = Record<string, unknown>;

const cents = (amount: number) => Math.round(amount * 100) / 100;
const money = (amount: string | undefined) => cents(Number(amount ?? 0) || 0);

/** `currency` and `value` (the items' worth, unless given), as GA4 wants them together, or neither. */
function ecommerce(items: Ga4Item[], currency: string | undefined, value?: number): Ga4Params {
  const worth = value ?? cents(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
  return currency ? { currency, value: worth, items } : { items };
}

function lineItem(line: LineView, quantity: number, { cart }: Recorded): Ga4Item {
  const variant = line.details.map((detail) => detail.value).join(' / ');
  return {
    item_id: line.productId,
    item_name: line.name,
    ...(variant ? { item_variant: variant } : {}),
    price: money(line.unitPrice.amount),
    quantity,
    ...(cart.currency ? { currency: cart.currency } : {}),
    ...(cart.coupon ? { coupon: cart.coupon.code } : {}),
  };
}

/** The whole cart, for view_cart and begin_checkout: its subtotal as the value, its coupon named. */
function wholeCart(recorded: Recorded): Ga4Params {
  const { cart } = recorded;
  return {
    ...ecommerce(
      cart.lines.map((line) => lineItem(line, line.quantity, recorded)),
      cart.currency || undefined,
      money(cart.subtotal.amount),
    ),
    ...(cart.coupon ? { coupon: cart.coupon.code } : {}),
  };
}

/** GA4's event for a moment: its name, its parameters, and whether it is an e-commerce one. */
function eventOf(
  recorded: Recorded,
  products: AnalyticsDeps['products'],
): [name: string, params: Ga4Params, commerce: boolean] | undefined {
  const { moment, cart } = recorded;
  switch (moment.kind) {
    case 'viewed': {
      const product = products.peek(moment.productId);
      if (!product) return undefined;
      const currency = product.currency ?? (cart.currency || undefined);
      const item: Ga4Item = {
        item_id: product.id,
        item_name: product.name,
        price: money(product.price.amount),
        quantity: moment.quantity,
        ...(currency ? { currency } : {}),
      };
      return ['view_item', ecommerce([item], currency), true];
    }
    case 'added': {
      const { productId, variantId, quantity } = moment.detail;
      const line = cart.lines.findLast(
        (l) => l.productId === productId && (!variantId || l.variantId === variantId),
      );
      return line && ['add_to_cart', ecommerce([lineItem(line, quantity, recorded)], cart.currency), true];
    }
    case 'line': {
      const { line, to } = moment.change;
      const name = to > line.quantity ? 'add_to_cart' : 'remove_from_cart';
      const item = lineItem(line, Math.abs(to - line.quantity), recorded);
      return [name, ecommerce([item], cart.currency || undefined), true];
    }
    case 'cart-viewed':
      return ['view_cart', wholeCart(recorded), true];
    case 'checkout':
      return ['begin_checkout', wholeCart(recorded), true];
    case 'signed-in':
      return [moment.signIn.event, { method: moment.signIn.method }, false];
  }
}

type Gtag = (command: 'event', name: string, params: Ga4Params) => void;

export function createSender(
  target: AnalyticsTarget,
  { win, products }: AnalyticsDeps,
): (recorded: Recorded) => void {
  const page = win as unknown as { dataLayer?: unknown[]; gtag?: Gtag };
  let warned = false;
  return (recorded) => {
    const event = eventOf(recorded, products);
    if (!event) return;
    const [name, params, commerce] = event;
    try {
      if (target === 'gtag') {
        if (typeof page.gtag === 'function') page.gtag('event', name, params);
        else if (!warned) {
          warned = true;
          console.warn('[dropcart] data-analytics="gtag", but the page has no window.gtag: no event is sent');
        }
        return;
      }
      page.dataLayer ??= [];
      if (commerce) page.dataLayer.push({ ecommerce: null });
      page.dataLayer.push(commerce ? { event: name, ecommerce: params } : { event: name, ...params });
    } catch (error) {
      console.error(`[dropcart] the page's analytics threw on "${name}"`, error);
    }
  };
}
