// A window with only localStorage and sessionStorage, in memory: what the client keeps between pages (the
// cart generation it fell back to, the site's catalog version) without a browser. Share one between two
// clients to play two page loads of the same site.

export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

export function storageWindow(): Window {
  return { localStorage: memoryStorage(), sessionStorage: memoryStorage() } as unknown as Window;
}
