// The one way widget state changes: a store per instance whose state only a reducer over tagged actions
// replaces (TanStack Query's #dispatch over zustand's vanilla store). Readers get the state and
// subscribe; writers get `dispatch`, never `setState`, or, where a store keeps `dispatch` to itself
// (ui-store.ts, cart/destination.ts), its named commands.
import { createStore, type StoreApi } from 'zustand/vanilla';

/** What a reader may do: read, and be told of changes (also what zustand's `useStore` takes). */
export type ReadableStore<S> = Pick<StoreApi<S>, 'getState' | 'getInitialState' | 'subscribe'>;

export interface ReducerStore<S, A> extends ReadableStore<S> {
  /** Applies `action` through the reducer; listeners hear of it only when the state object changed. */
  dispatch(action: A): void;
}

export function createReducerStore<S, A>(reduce: (state: S, action: A) => S, initial: S): ReducerStore<S, A> {
  const store = createStore<S>()(() => initial);
  return {
    getState: store.getState,
    getInitialState: store.getInitialState,
    subscribe: store.subscribe,
    dispatch: (action) => store.setState(reduce(store.getState(), action), true),
  };
}
