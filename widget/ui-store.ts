// What the shopper sees of the widget beyond the cart: which surface is open, the messages, the live
// region's text. Changed only through the store's named commands, each one action through the reducer
// (the dispatch stays in here); see docs/widget.md (Structure) for who calls which.
import type { Bought } from './cart/hand-off.ts';
import { createReducerStore, type ReadableStore } from './reducer-store.ts';

export interface Toast {
  id: number;
  kind: 'info' | 'error';
  text: string;
  /** A button beside the text: `open-cart` says "View cart" and opens the drawer. */
  action?: 'open-cart';
}

/** A buy button whose product needs a choice: the popover anchors to it. */
export interface OptionsRequest {
  productId: string;
  anchor: Element;
  quantity: number;
  preset: Record<string, string>;
  openOnAdd?: boolean;
}

export interface UiState {
  drawerOpen: boolean;
  /** How many closes were asked for: an open deferred to the next paint gives way to a later one. */
  closes: number;
  /** The sign-in panel, inside the drawer or on its own. */
  signInOpen: boolean;
  options?: OptionsRequest;
  toasts: Toast[];
  /** The live region's text (polite); changes are announced by screen readers. */
  announcement: string;
  /** Set after returning from checkout with `?orderId=`. */
  orderId?: string;
  /** With it, what the cart held when the shopper left for checkout (cart/hand-off.ts); read with it only. */
  bought?: Bought | undefined;
  checkingOut: boolean;
  /** The language whose core texts are in use ('en' until another language's have loaded). */
  language: string;
  /** Members can sign in on this page (off a secure page they cannot: session/secure-page.ts). */
  signInPossible: boolean;
}

type UiAction =
  | { type: 'drawer-opened' }
  /** Closes the drawer and the sign-in panel with it. */
  | { type: 'drawer-closed' }
  | { type: 'sign-in-opened' }
  | { type: 'sign-in-closed' }
  | { type: 'options-requested'; request: OptionsRequest }
  | { type: 'options-closed' }
  | { type: 'toast-shown'; toast: Toast }
  | { type: 'toast-dismissed'; id: number }
  | { type: 'announced'; text: string }
  /** Back from the platform's checkout with `?orderId=`: the drawer opens with the thanks. */
  | { type: 'order-returned'; orderId: string; bought?: Bought | undefined }
  | { type: 'order-dismissed' }
  | { type: 'checkout-started' }
  | { type: 'checkout-failed' }
  | { type: 'language-loaded'; language: string };

/** All but `signInPossible`, which each store is given (createUiStore). */
const initialUiState: Omit<UiState, 'signInPossible'> = {
  drawerOpen: false,
  closes: 0,
  signInOpen: false,
  toasts: [],
  announcement: '',
  checkingOut: false,
  language: 'en',
};

/** At most this many toasts show at once; a new one pushes the oldest out. */
const MAX_TOASTS = 3;

function reduceUi(state: UiState, action: UiAction): UiState {
  switch (action.type) {
    case 'drawer-opened':
      return state.drawerOpen ? state : { ...state, drawerOpen: true };
    case 'drawer-closed':
      return { ...state, drawerOpen: false, signInOpen: false, closes: state.closes + 1 };
    case 'sign-in-opened':
      // Whoever asks (a host element, the API, an account page while signed out), there is none to show.
      return state.signInOpen || !state.signInPossible ? state : { ...state, signInOpen: true };
    case 'sign-in-closed':
      return state.signInOpen ? { ...state, signInOpen: false } : state;
    case 'options-requested':
      return { ...state, options: action.request };
    case 'options-closed': {
      const { options: _closed, ...rest } = state;
      return rest;
    }
    case 'toast-shown':
      return { ...state, toasts: [...state.toasts.slice(-(MAX_TOASTS - 1)), action.toast] };
    case 'toast-dismissed':
      return { ...state, toasts: state.toasts.filter((toast) => toast.id !== action.id) };
    case 'announced':
      return state.announcement === action.text ? state : { ...state, announcement: action.text };
    case 'order-returned':
      return { ...state, orderId: action.orderId, bought: action.bought, drawerOpen: true };
    case 'order-dismissed': {
      const { orderId: _shown, bought: _listed, ...rest } = state;
      return rest;
    }
    case 'checkout-started':
      return { ...state, checkingOut: true };
    case 'checkout-failed':
      return { ...state, checkingOut: false };
    case 'language-loaded':
      return { ...state, language: action.language };
  }
}

export interface UiStore extends ReadableStore<UiState> {
  openDrawer(): void;
  /** Closes the drawer and the sign-in panel with it. */
  closeDrawer(): void;
  /** Does nothing where members cannot sign in on this page (`signInPossible`). */
  openSignIn(): void;
  closeSignIn(): void;
  /** A buy button's product needs a choice: the options popover asks for it. */
  requestOptions(request: OptionsRequest): void;
  closeOptions(): void;
  /** Shows a toast (at most three at once). Widget code goes through notify.ts, which also announces it. */
  showToast(toast: Toast): void;
  dismissToast(id: number): void;
  /** Sets the live region's text. Widget code goes through notify.ts, which makes a repeat be read again. */
  setAnnouncement(text: string): void;
  /** Back from the platform's checkout with `?orderId=`: the drawer opens with the thanks. */
  showOrder(orderId: string, bought?: Bought | undefined): void;
  dismissOrder(): void;
  /** The checkout's hand-off is under way: the drawer's button shows it. */
  checkoutStarted(): void;
  checkoutFailed(): void;
  /** The core texts of `language` are in use. */
  languageLoaded(language: string): void;
}

export function createUiStore({ signInPossible = true } = {}): UiStore {
  const store = createReducerStore(reduceUi, { ...initialUiState, signInPossible });
  // Closures over `dispatch`, which is no part of the object: callers name what they want, not an action.
  const { dispatch } = store;
  return {
    getState: store.getState,
    getInitialState: store.getInitialState,
    subscribe: store.subscribe,
    openDrawer: () => dispatch({ type: 'drawer-opened' }),
    closeDrawer: () => dispatch({ type: 'drawer-closed' }),
    openSignIn: () => dispatch({ type: 'sign-in-opened' }),
    closeSignIn: () => dispatch({ type: 'sign-in-closed' }),
    requestOptions: (request) => dispatch({ type: 'options-requested', request }),
    closeOptions: () => dispatch({ type: 'options-closed' }),
    showToast: (toast) => dispatch({ type: 'toast-shown', toast }),
    dismissToast: (id) => dispatch({ type: 'toast-dismissed', id }),
    setAnnouncement: (text) => dispatch({ type: 'announced', text }),
    showOrder: (orderId, bought) => dispatch({ type: 'order-returned', orderId, bought }),
    dismissOrder: () => dispatch({ type: 'order-dismissed' }),
    checkoutStarted: () => dispatch({ type: 'checkout-started' }),
    checkoutFailed: () => dispatch({ type: 'checkout-failed' }),
    languageLoaded: (language) => dispatch({ type: 'language-loaded', language }),
  };
}
