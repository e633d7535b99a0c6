import type { CartView } from './cart/view.ts';
import type { DoctorReport } from './doctor/types.ts';

/** What `Dropcart.add()` and `data-dropcart-add` ask for. */
export interface AddRequest {
  productId: string;
  variantId?: string;
  /** Option name to choice, e.g. `{ Size: 'L' }`. */
  options?: Record<string, string>;
  /** @default 1 */
  quantity?: number;
  /** Open the drawer afterwards. @default the widget's openOnAdd */
  openOnAdd?: boolean;
}

/** The members' account pages `data-dropcart-account` and the member menu open. */
export const ACCOUNT_SECTIONS = ['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export function isAccountSection(value: unknown): value is AccountSection {
  return (ACCOUNT_SECTIONS as readonly unknown[]).includes(value);
}

export interface SessionInfo {
  signedIn: boolean;
  role: 'none' | 'visitor' | 'member';
  /** The member's name or email, as entered at sign-in; never a token. */
  name?: string;
}

/** The `detail` of each `dropcart:<event>` CustomEvent on document (and of `Dropcart.on`). Never a token. */
export interface DropcartEvents {
  ready: { version: string };
  'cart-change': { cart: CartView };
  'item-added': { productId: string; variantId?: string; quantity: number };
  'item-removed': { lineId: string; productId: string };
  'coupon-applied': { code: string };
  'checkout-started': { checkoutId: string };
  'session-change': SessionInfo;
  error: { code: string; message: string };
}
export type DropcartEventName = keyof DropcartEvents;
export type DropcartListener<E extends DropcartEventName> = (detail: DropcartEvents[E]) => void;

/** `window.Dropcart` once loaded, and what `mount()` returns. Every method returns a promise. */
export interface DropcartApi {
  add(request: AddRequest): Promise<CartView>;
  setQuantity(lineId: string, quantity: number): Promise<CartView>;
  remove(lineId: string): Promise<CartView>;
  applyCoupon(code: string): Promise<CartView>;
  removeCoupon(): Promise<CartView>;
  open(): Promise<void>;
  close(): Promise<void>;
  getCart(): Promise<CartView>;
  getSession(): Promise<SessionInfo>;
  /** Opens the sign-in panel; `{ hosted: true }` goes to the platform's login page instead. */
  login(options?: { hosted?: boolean }): Promise<void>;
  logout(): Promise<void>;
  checkout(): Promise<void>;
  on<E extends DropcartEventName>(event: E, listener: DropcartListener<E>): Promise<void>;
  off<E extends DropcartEventName>(event: E, listener: DropcartListener<E>): Promise<void>;
  destroy(): Promise<void>;
  /** The setup doctor: checks the page's setup, prints the checklist to the console and answers it. */
  doctor(): Promise<DoctorReport>;
  /** Does what a click on a marked host element does (the loader replays early clicks through it). */
  activate(element: Element): Promise<void>;
}

/** The package's version, reported by the `ready` event; test/loader/loader.test.ts keeps it equal to package.json's. */
export const VERSION = '0.2.0';
