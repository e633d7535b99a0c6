import { createStore, type StoreApi } from 'zustand/vanilla';

export interface Toast {
  id: number;
  kind: 'info' | 'error';
  text: string;
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
  /** The sign-in panel, inside the drawer or on its own. */
  signInOpen: boolean;
  options?: OptionsRequest;
  toasts: Toast[];
  /** The live region's text (polite); changes are announced by screen readers. */
  announcement: string;
  /** Set after returning from checkout with `?orderId=`. */
  orderId?: string;
  checkingOut: boolean;
  /** The language whose core texts are in use ('en' until another language's have loaded). */
  language: string;
}

export type UiStore = StoreApi<UiState>;

export function createUiStore(): UiStore {
  return createStore<UiState>(() => ({
    drawerOpen: false,
    signInOpen: false,
    toasts: [],
    announcement: '',
    checkingOut: false,
    language: 'en',
  }));
}
