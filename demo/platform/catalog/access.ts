// Who may read and write the catalog. Reads need a visitor, member or merchant; writes only the merchant
// API key (a visitor's token must never change prices).
import { forbidden } from '../http/errors.ts';
import type { RequestContext } from '../http/router.ts';
import type { Platform } from '../platform.ts';

export function isMerchant(platform: Platform, ctx: RequestContext): boolean {
  const auth = ctx.authorization?.trim();
  if (auth && platform.config.apiKeys.includes(auth)) return true;
  return platform.tryIdentify(ctx)?.kind === 'merchant';
}

/** For reads: `true` for the merchant, `false` for a visitor or member; 401 without a known token. */
export function readerIsMerchant(platform: Platform, ctx: RequestContext): boolean {
  if (isMerchant(platform, ctx)) return true;
  platform.identify(ctx);
  return false;
}

export function requireMerchant(platform: Platform, ctx: RequestContext): void {
  if (isMerchant(platform, ctx)) return;
  throw forbidden(
    'Catalog writes need the merchant API key in the Authorization header (the seeded store accepts "demo-admin-key"); visitor and member tokens may only read',
  );
}

/** `includeMerchantSpecificData` arrives as `true` in JSON or as the string `"true"` in a query. */
export const flag = (value: unknown): boolean => value === true || value === 'true';
