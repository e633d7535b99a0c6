// What the React tree uses of its widget, and nothing else: every other module gets its own narrow deps
// from instance.ts. Components read the stores through selector hooks and change them only through
// the controllers or, for the UI store, the few commands they use.
import { type ComponentType, createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { type RichContent, UsageError } from '../../src/index.ts';
import type { AccountSection } from '../api.ts';
import type { CartController } from '../cart/controller.ts';
import type { Destination } from '../cart/destination.ts';
import type { Estimator } from '../cart/estimator.ts';
import type { CartState } from '../cart/reducer.ts';
import type { EventHub } from '../host/events.ts';
import type { Translate } from '../i18n/index.ts';
import type { Notifier } from '../notify.ts';
import type { ProductCache } from '../products.ts';
import type { ReadableStore } from '../reducer-store.ts';
import type { SessionController } from '../session/controller.ts';
import type { SessionState } from '../session/store.ts';
import type { UiState, UiStore } from '../ui-store.ts';

export interface UiDeps {
  t: Translate;
  /** Number formatting. */
  locale: string;
  cartStore: ReadableStore<CartState>;
  sessionStore: ReadableStore<SessionState>;
  ui: ReadableStore<UiState> &
    Pick<
      UiStore,
      'openDrawer' | 'closeDrawer' | 'openSignIn' | 'closeSignIn' | 'closeOptions' | 'dismissOrder'
    >;
  cart: Pick<
    CartController,
    'load' | 'add' | 'setQuantity' | 'remove' | 'applyCoupon' | 'removeCoupon' | 'prepareChanges'
  >;
  /**
   * The cart's totals (cart/totals-on-demand.ts), loaded and created on the first call: the drawer asks
   * once the cart it shows has no change pending (Totals.tsx).
   */
  estimator(): Promise<Estimator>;
  session: Omit<SessionController, 'resume'>;
  notify: Pick<Notifier, 'toast' | 'dismiss' | 'announce'>;
  /** `dropcart:error` for a part of the UI that failed (PartBoundary.tsx). */
  events: Pick<EventHub, 'emit'>;
  products: Pick<ProductCache, 'peek' | 'withVariants' | 'prefetch' | 'subscribe'>;
  /** The account sections the member menu lists (`accountSections`). */
  accountSections: readonly AccountSection[];
  /** `freeShippingOver` as the owner gave it: the hint (FreeShippingHint.tsx) checks it. */
  freeShippingOver?: number | string | undefined;
  /** Where a rich-text description's media ids resolve (the platform's media host, or the emulator's). */
  mediaBase: string;
  /** Our element inside the shadow root; popovers portal into it. */
  container: HTMLElement;
  /** Adds a stylesheet to our shadow root once (lazy parts bring their own). */
  adoptStyles(css: string): void;
  checkout(): Promise<void>;
}

/** What the ship-to form (ShipToForm.tsx) is given by the cart's "Ship to" (ShipTo.tsx). */
export interface ShipToFormProps {
  initial: Destination | undefined;
  /** The destination the shopper confirmed, or undefined when they cancelled. */
  onDone(destination: Destination | undefined): void;
}

/** Parts nested in the drawer or a dialog, loaded on demand (ui/parts.ts) and handed in by render.ts. */
export interface NestedParts {
  SignInPanel: ComponentType<{ onClose(): void; onTitle?(title: string | undefined): void }>;
  MemberMenu: ComponentType;
  /** The ship-to form, opened in place of the drawer's "Ship to"; rendered without suspending once preloaded. */
  ShipToForm: { Component: ComponentType<ShipToFormProps>; preload(): Promise<void> };
  /** A Catalog V3 description (rich content), in the options popover (rich-text/RichText.tsx). */
  RichText: ComponentType<{ content: RichContent; mediaBase: string; spoilerLabel: string }>;
}

export type WidgetUi = UiDeps & { parts: NestedParts };

export const WidgetContext = createContext<WidgetUi | null>(null);

export function useWidget(): WidgetUi {
  const widget = useContext(WidgetContext);
  if (!widget) throw new UsageError('[dropcart] a widget component rendered outside its WidgetContext');
  return widget;
}

/** Selector hooks over this instance's stores: a component re-renders only when its slice changes. */
export const useCart = <T>(selector: (state: CartState) => T): T => useStore(useWidget().cartStore, selector);
export const useSession = <T>(selector: (state: SessionState) => T): T =>
  useStore(useWidget().sessionStore, selector);
export const useUi = <T>(selector: (state: UiState) => T): T => useStore(useWidget().ui, selector);
