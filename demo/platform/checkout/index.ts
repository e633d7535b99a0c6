// Hosted checkout, orders, and the hosted product page.
import type { PlatformModule } from '../platform.ts';
import { orders } from './orders.ts';
import { productPageRoutes } from './product-page.ts';
import { checkoutRoutes } from './routes.ts';

export const checkoutModule: PlatformModule = (platform) => {
  orders(platform);
  return [...checkoutRoutes(platform), ...productPageRoutes(platform)];
};
