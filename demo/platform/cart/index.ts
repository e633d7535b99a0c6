// The current cart, through both generations (Cart V1 and Current Cart V2 on one stored cart), and the
// hand-over of a visitor's cart when the visitor signs in.
import type { PlatformModule } from '../platform.ts';
import { cartCheckoutRoutes } from './checkout-routes.ts';
import { giftCards } from './gift-cards.ts';
import { mergeVisitorCart } from './merge.ts';
import { cartRoutes } from './routes.ts';
import { coupons } from './store.ts';
import { cartV2Routes } from './v2/routes.ts';

export const cartModule: PlatformModule = (platform) => {
  // Seed the coupon codes and gift cards on first start.
  coupons(platform);
  giftCards(platform);
  platform.memberSignedIn.push((visitorId, memberId) => mergeVisitorCart(platform, visitorId, memberId));
  return [...cartRoutes(platform), ...cartCheckoutRoutes(platform), ...cartV2Routes(platform)];
};
