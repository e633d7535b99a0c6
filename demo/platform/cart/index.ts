// The current-cart service, and the hand-over of a visitor's cart when the visitor signs in.
import type { PlatformModule } from '../platform.ts';
import { cartCheckoutRoutes } from './checkout-routes.ts';
import { mergeVisitorCart } from './merge.ts';
import { cartRoutes } from './routes.ts';
import { coupons } from './store.ts';

export const cartModule: PlatformModule = (platform) => {
  coupons(platform); // seed the coupon codes on first start
  platform.memberSignedIn.push((visitorId, memberId) => mergeVisitorCart(platform, visitorId, memberId));
  return [...cartRoutes(platform), ...cartCheckoutRoutes(platform)];
};
