// Orders (state slice `orders`). The member account pages of the identity side read this slice, so the
// fields named in the task keep their shape: id, number, buyer, createdDate, paymentStatus, lineItems
// [{name, quantity, price}], totals {total, formattedTotal}. The rest is extra detail for the demo.
import type { Platform } from '../platform.ts';

export interface OrderLine {
  name: string;
  quantity: number;
  /** The unit price, formatted: `"$12.00"`. */
  price: string;
  productId: string;
  variantId: string;
  options: Record<string, string>;
}

export interface Order {
  id: string;
  number: number;
  buyer: { memberId?: string; visitorId: string; email?: string };
  createdDate: string;
  paymentStatus: 'PAID';
  lineItems: OrderLine[];
  /** `total` is a decimal string (`"42.5"`), `formattedTotal` the same in USD (`"$42.50"`). */
  totals: {
    total: string;
    formattedTotal: string;
    subtotal: string;
    discount: string;
    shipping: string;
    tax: string;
    /** What a gift card paid, when one was on the cart. */
    giftCard?: string;
  };
  /** The id the hosted checkout was opened with: a V1 checkout's, or the cart's (V2 hand-off). */
  checkoutId: string;
  cartId: string;
  shippingOption?: { code: string; title: string };
  shippingAddress?: { country: string; city?: string; postalCode?: string; addressLine?: string };
  couponCode?: string;
}

export const orders = (platform: Platform) => platform.state.slice<Order[]>('orders', () => []);

/** Order numbers start at 10001, as a shop's do. */
export const nextOrderNumber = (all: Order[]): number => Math.max(10000, ...all.map((o) => o.number)) + 1;
