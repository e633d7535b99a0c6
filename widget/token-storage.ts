// Where the client keeps the shopper's tokens (`tokenStorage` of mount()): this tab's memory, the page's
// own storage, or, by default, localStorage under a key of the store's client id.
import { clientTokenKey, keyedTokenStorage } from '../src/auth/storage.ts';
import { memoryTokenStorage, type Platform, type TokenStorage } from '../src/index.ts';
import type { MountOptions } from './options.ts';

export function tokenStorageFor(
  choice: MountOptions['tokenStorage'],
  clientId: string,
  platform: Platform,
): TokenStorage {
  if (choice === 'memory') return memoryTokenStorage();
  if (choice && typeof choice === 'object') return choice;
  return keyedTokenStorage(clientTokenKey(clientId), platform);
}
