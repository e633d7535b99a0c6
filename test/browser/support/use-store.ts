// The store a browser test file (or one describe of it) shares: started before its first test, closed after
// its last, and each test fails on an uncaught error of any of its pages, in the test it happened in.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type Store, type StoreOptions, startStore } from './store.ts';

/**
 * Registers the hooks where it is called (a file's top level or a describe) and returns the store, filled
 * in before the first test: use it in tests and hooks, not while the file is collected.
 */
export function useStore(options?: StoreOptions): Store {
  const store = {} as Store;
  beforeAll(async () => {
    // Its methods close over the store startStore made, so its fields can be copied onto this one.
    Object.assign(store, await startStore(options));
  });
  afterAll(() => store.close?.());
  afterEach(() => expect(store.pageErrors.splice(0)).toEqual([]));
  return store;
}
