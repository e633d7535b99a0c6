import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { CartState } from '../cart/reducer.ts';
import type { WidgetCore } from '../core.ts';
import type { SessionState } from '../session/store.ts';
import type { UiState } from '../ui-store.ts';

export const WidgetContext = createContext<WidgetCore | null>(null);

export function useWidget(): WidgetCore {
  const core = useContext(WidgetContext);
  if (!core) throw new Error('[dropcart] a widget component rendered outside its WidgetContext');
  return core;
}

/** Selector hooks over this instance's vanilla stores: a component re-renders only when its slice changes. */
export const useCart = <T>(selector: (state: CartState) => T): T => useStore(useWidget().cartStore, selector);
export const useSession = <T>(selector: (state: SessionState) => T): T =>
  useStore(useWidget().sessionStore, selector);
export const useUi = <T>(selector: (state: UiState) => T): T => useStore(useWidget().ui, selector);
