// A small value a client keeps between pages (the cart generation it fell back to, the site's catalog
// version): in the window's local or session storage where there is one, in memory otherwise (Node, a
// sandboxed frame, a storage that throws), so the client behaves the same either way.
import { type Platform, storageOf } from './platform.ts';

export interface Remembered {
  get(): string | undefined;
  set(value: string): void;
}

export function remembered(
  platform: Pick<Platform, 'window'>,
  kind: 'localStorage' | 'sessionStorage',
  key: string,
): Remembered {
  let memory: string | undefined;
  return {
    get() {
      try {
        return storageOf(platform, kind)?.getItem(key) ?? memory;
      } catch {
        return memory;
      }
    },
    set(value) {
      memory = value;
      try {
        storageOf(platform, kind)?.setItem(key, value);
      } catch {
        // Full or forbidden: memory keeps it for this client.
      }
    },
  };
}
