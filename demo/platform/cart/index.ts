// The current cart, through both generations (Cart V1 and Current Cart V2 on one stored cart). (The hand-over
// of a visitor's cart when the visitor signs in, merge.ts, is `platform.memberSignedIn`: index.ts.)
import type { PlatformModule } from '../platform.ts';
import { cartByIdRoutes } from './by-id-routes.ts';
import { cartCheckoutRoutes } from './checkout-routes.ts';
import { giftCards } from './gift-cards.ts';
import { cartRoutes } from './routes.ts';
import { coupons } from './store.ts';
import { cartV2Routes } from './v2/routes.ts';

export const cartModule: PlatformModule = (platform) => {
  // Seed the coupon codes and gift cards on first start.
  coupons(platform);
  giftCards(platform);
  // The current cart's routes first: `current` would match the by-id routes' `:id`.
  return [
    ...cartRoutes(platform),
    ...cartCheckoutRoutes(platform),
    ...cartV2Routes(platform),
    ...cartByIdRoutes(platform),
  ];
};
