// The hosted checkout: `GET /_hosted/checkout?checkoutId=…&postFlowUrl=…&thankYouPageUrl=…` shows the page,
// `POST /_hosted/checkout/place` places the order and sends the buyer back with `?orderId=…`. `checkoutId` is
// a V1 checkout's id or a cart's id (the V2 hand-off).
import { readAddress, readEmail } from '../cart/address.ts';
import { ownerKey } from '../cart/store.ts';
import { applicationError, PlatformError, validationError, violation } from '../http/errors.ts';
import { html, type RequestContext, type Route, redirect } from '../http/router.ts';
import { originAllowed, type Platform } from '../platform.ts';
import { purchaseThroughSession } from './access.ts';
import { orders } from './orders.ts';
import { checkoutPage, messagePage } from './page.ts';
import { blockers, placeOrder, purchaseTotals, requirePurchase } from './place.ts';
import { checkoutSessionUrl } from './session-url.ts';

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The address fields the page's form sends besides the country (page.ts). */
const ADDRESS_FIELDS = ['addressLine', 'addressLine2', 'city', 'subdivision', 'postalCode'] as const;

/** The store's own country, pre-selected on the hosted page when the buyer has given no address yet. */
const STORE_COUNTRY = 'US';

export function checkoutRoutes(platform: Platform): Route[] {
  /** A return address must be http(s) on an origin a configured OAuth client allows (no open redirects). */
  const returnUrl = (value: string | undefined, field: string): string | undefined => {
    if (value === undefined) return undefined;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw validationError([violation(field, 'must be an absolute URL', 'FORMAT')]);
    }
    if (!/^https?:$/.test(url.protocol) || !platform.config.clients.some((c) => originAllowed(c, url.origin)))
      throw applicationError(
        400,
        'INVALID_REDIRECT_URL',
        `${field} ${JSON.stringify(value)} is not on an allowed origin`,
        { field },
      );
    return value;
  };

  const returnTo = (p: Record<string, unknown>) => {
    const postFlowUrl = returnUrl(text(p.postFlowUrl), 'postFlowUrl');
    const thankYouPageUrl = returnUrl(text(p.thankYouPageUrl), 'thankYouPageUrl');
    return { ...(postFlowUrl ? { postFlowUrl } : {}), ...(thankYouPageUrl ? { thankYouPageUrl } : {}) };
  };

  const showPage = (ctx: RequestContext) => {
    const p = ctx.payload;
    try {
      const checkoutId = text(p.checkoutId);
      if (!checkoutId) throw validationError([violation('checkoutId', 'is required', 'REQUIRED_FIELD')]);
      const back = returnTo(p);
      const redirectSessionId = text(p.redirectSessionId);
      const purchase = purchaseThroughSession(platform, checkoutId, redirectSessionId);
      if (purchase.orderId) {
        const order = orders(platform).find((o) => o.id === purchase.orderId);
        return html(
          messagePage('Order placed', `This checkout was completed as order #${order?.number ?? '?'}.`),
        );
      }
      // The page's destination: the one chosen on the page, else the checkout's, else the store's country
      // pre-selected in the form (a hosted page asks for an address; the API's estimate never assumes one).
      const country = text(p.country) ?? (purchase.shippingAddress ? undefined : STORE_COUNTRY);
      const address = country ? readAddress({ country }, 'country') : undefined;
      const totals = purchaseTotals(platform, purchase, address, text(p.shipping));
      const email = text(p.email) ?? purchase.email ?? '';
      // The rest of the address the checkout carries (a signed-in member's saved one, the Ship to of the
      // cart), prefilled like the e-mail while the page ships to its country.
      const given = purchase.shippingAddress;
      const shipTo = given && given.country === totals.address?.country ? given : undefined;
      return html(
        checkoutPage({
          purchase,
          totals,
          returnTo: back,
          redirectSessionId: redirectSessionId ?? '',
          email,
          ...(shipTo ? { shipTo } : {}),
          problems: blockers(totals),
        }),
      );
    } catch (error) {
      if (error instanceof PlatformError)
        return html(messagePage('Checkout unavailable', error.body.message), error.status);
      throw error;
    }
  };

  return [
    { method: 'GET', path: '/_hosted/checkout', handler: showPage },
    {
      method: 'POST',
      path: '/_hosted/checkout/place',
      handler: (ctx) => {
        const p = ctx.payload;
        const wantsJson = String(ctx.headers.accept ?? '').includes('application/json');
        try {
          const checkoutId = text(p.checkoutId);
          if (!checkoutId) throw validationError([violation('checkoutId', 'is required', 'REQUIRED_FIELD')]);
          const email = readEmail(p.email, 'email');
          if (!email)
            throw validationError([violation('email', 'is required for the receipt', 'REQUIRED_FIELD')]);
          const back = returnTo(p);
          const country = text(p.country);
          const fields = Object.fromEntries(
            ADDRESS_FIELDS.flatMap((f) => (text(p[f]) ? [[f, text(p[f])]] : [])),
          );
          const order = placeOrder(
            platform,
            {
              checkoutId,
              email,
              ...(country ? { shippingAddress: readAddress({ ...fields, country }, 'address')! } : {}),
              ...(text(p.shipping) ? { shippingCode: text(p.shipping)! } : {}),
            },
            ctx.baseUrl,
          );
          const target = new URL(
            back.thankYouPageUrl ?? back.postFlowUrl ?? `${ctx.baseUrl}/_hosted/checkout/thank-you`,
          );
          target.searchParams.set('orderId', order.id);
          const redirectUrl = target.toString();
          return wantsJson
            ? { orderId: order.id, orderNumber: order.number, redirectUrl }
            : { ...redirect(redirectUrl), status: 303 };
        } catch (error) {
          if (wantsJson || !(error instanceof PlatformError)) throw error;
          return html(messagePage('The order could not be placed', error.body.message), error.status);
        }
      },
    },
    {
      // checkout.getCheckoutUrl(id) of the SDK (protocol §6.4): where to send the buyer.
      method: 'GET',
      path: '/ecom/v1/checkouts/:id/checkout-url',
      handler: (ctx) => {
        const caller = platform.identify(ctx);
        const purchase = requirePurchase(platform, ctx.params.id ?? '');
        // The page opens through a checkout session (access.ts): one for this caller, who must own it.
        const buyer =
          caller.kind === 'merchant'
            ? purchase.buyer
            : {
                visitorId: caller.visitorId,
                ...(caller.kind === 'member' ? { memberId: caller.memberId } : {}),
              };
        if (caller.kind !== 'merchant' && ownerKey(buyer) !== purchase.owner)
          throw applicationError(404, 'NOT_FOUND', `No checkout ${purchase.id} of this caller`);
        return { checkoutUrl: checkoutSessionUrl(platform, buyer, purchase.id, ctx.baseUrl) };
      },
    },
    {
      method: 'GET',
      path: '/_hosted/checkout/thank-you',
      handler: (ctx) => {
        const order = orders(platform).find((o) => o.id === ctx.query.get('orderId'));
        if (!order) return html(messagePage('Order not found', 'There is no order with this id.'), 404);
        return html(
          messagePage(
            'Thank you!',
            `Your order #${order.number} for ${order.totals.formattedTotal} is paid.`,
          ),
        );
      },
    },
  ];
}
