import { createStore, type StoreApi } from 'zustand/vanilla';
import { type CartAction, type CartState, initialCartState, reduceCart } from './reducer.ts';

export interface CartStore extends StoreApi<CartState> {
  dispatch(action: CartAction): void;
}

/** One store per widget instance; the only way to change it is `dispatch`. */
export function createCartStore(): CartStore {
  const store = createStore<CartState>(() => initialCartState);
  return Object.assign(store, {
    dispatch(action: CartAction) {
      store.setState((state) => reduceCart(state, action), true);
    },
  });
}
