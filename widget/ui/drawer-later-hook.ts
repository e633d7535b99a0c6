// The drawer's later parts (drawer-later.ts), asked for once the cart it shows has painted as the platform
// confirmed it: the drawer and its contents each ask, the module comes once.
import { drawnLater } from './drawn-later.ts';

export const useDrawerLater = drawnLater(
  () => import('./drawer-later.ts'),
  "the cart's coupon field and exit",
);
