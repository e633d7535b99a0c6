import { createReducerStore, type ReducerStore } from '../reducer-store.ts';
import { type CartAction, type CartState, initialCartState, reduceCart } from './reducer.ts';

export type CartStore = ReducerStore<CartState, CartAction>;

/** One store per widget instance; the only way to change it is `dispatch`. */
export function createCartStore(): CartStore {
  return createReducerStore(reduceCart, initialCartState);
}
