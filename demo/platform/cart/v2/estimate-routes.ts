// The Current Cart V2 routes that total the caller's open cart: `…/estimate` with the caller's flags (each
// false by default) and `…/calculate` with every calculation made, both answering `{cart, summary}`
// (summary.ts), after re-confirming the lines against the stock when asked to (`refreshCart`).
import type { RequestContext, Route } from '../../http/router.ts';
import type { Platform } from '../../platform.ts';
import { refreshedLines } from '../edit.ts';
import { touch } from '../store.ts';
import { BASE, currentCartV2 } from './current-cart.ts';
import { readEstimateFlags } from './input.ts';
import { type SummaryFlags, summarize } from './summary.ts';
import { cartV2View, v2Priced } from './view.ts';
import type { CartWithSummary } from './wire.ts';

export function cartV2EstimateRoutes(platform: Platform): Route[] {
  const { owner, openFor } = currentCartV2(platform);

  const estimate = (ctx: RequestContext, flags: SummaryFlags & { refreshCart: boolean }): CartWithSummary => {
    const cart = openFor(owner(ctx));
    if (flags.refreshCart) {
      cart.lines = refreshedLines(platform, cart.lines);
      touch(platform, cart);
    }
    const priced = v2Priced(platform, cart);
    return {
      cart: cartV2View(platform, cart, ctx.baseUrl, priced),
      summary: summarize(platform, cart, priced, flags),
    };
  };

  return [
    {
      method: 'POST',
      path: `${BASE}/estimate`,
      handler: (ctx) => estimate(ctx, readEstimateFlags(ctx.payload)),
    },
    {
      method: 'POST',
      path: `${BASE}/calculate`,
      handler: (ctx) =>
        estimate(ctx, {
          refreshCart: ctx.payload.refreshCart === true,
          calculateDelivery: true,
          calculateTax: true,
          calculateGiftCards: true,
          validate: true,
        }),
    },
  ];
}
