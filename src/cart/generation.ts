// Which cart generation this client speaks: the one chosen (`cartApi`, V2 by default), or V1 after Cart V2
// refused a visitor's token and V1 answered, remembered per client id (localStorage where there is one,
// memory otherwise). The developer is told once, by Cart V1's own code (ops-v1.ts), loaded by then.
import type { SessionCore } from '../auth/session.ts';
import { remembered } from '../remembered.ts';
import type { CartApiVersion } from '../types/cart.ts';

/** The platform removes Cart V1 (and Checkout V1) on this date. */
export const CART_V1_REMOVAL_DATE = '2027-02-01';

export interface CartGeneration {
  current(): CartApiVersion;
  /** Remembers V1; true the first time on this client, when the developer must be told. */
  fallBackToV1(): boolean;
}

export function cartGeneration(core: SessionCore, chosen: CartApiVersion): CartGeneration {
  const memory = remembered(core.platform, 'localStorage', `dropcart.cartApi.${core.clientId}`);
  let told = false;
  return {
    current: () => (chosen === 'v1' || memory.get() === 'v1' ? 'v1' : 'v2'),
    fallBackToV1() {
      memory.set('v1');
      if (told) return false;
      told = true;
      return true;
    },
  };
}
