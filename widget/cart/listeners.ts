// A list of listeners told of one kind of moment (an add accepted, a cart confirmed): how the cart's
// controller lets other modules react without being handed their callbacks at construction.

export interface Listeners<T> {
  /** Tells `listener` of each moment until the returned function is called. */
  subscribe(listener: (value: T) => void): () => void;
  emit(value: T): void;
}

export function createListeners<T>(): Listeners<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(value) {
      for (const listener of [...listeners]) listener(value);
    },
  };
}
