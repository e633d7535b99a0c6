// /_hosted/account/<section>: the member's account pages (ACCOUNT_INFO, BOOKINGS, ORDERS, SUBSCRIPTIONS, EVENTS).
import { type Route, redirect } from '../http/router.ts';
import type { MemberRecord } from '../identity/members.ts';
import type { Platform } from '../platform.ts';
import { ACCOUNT_SECTIONS, type AccountSection } from '../redirects/sessions.ts';
import { sectionFromSlug } from '../redirects/urls.ts';
import { errorPage, esc, page } from './html.ts';
import { ordersOf } from './orders.ts';
import { accountHref, callbackUrl, linkTo, memberOnPage, sessionOf } from './session-pages.ts';

const TITLES: Record<AccountSection, string> = {
  ACCOUNT_INFO: 'My account',
  BOOKINGS: 'My bookings',
  ORDERS: 'My orders',
  SUBSCRIPTIONS: 'My subscriptions',
  EVENTS: 'My events',
};

function sectionBody(platform: Platform, member: MemberRecord, section: AccountSection): string {
  switch (section) {
    case 'ACCOUNT_INFO': {
      const name = [member.profile.firstName, member.profile.lastName].filter(Boolean).join(' ');
      return (
        `<dl><dt>Name</dt><dd>${esc(name || '—')}</dd><dt>E-mail</dt><dd data-member-email>${esc(member.email)}</dd>` +
        `<dt>Member since</dt><dd>${esc(member.createdDate.slice(0, 10))}</dd></dl>`
      );
    }
    case 'ORDERS': {
      const orders = ordersOf(platform, member);
      if (orders.length === 0) return '<p>You have no orders yet.</p>';
      const rows = orders
        .map(
          (o) =>
            `<tr data-order-id="${esc(o.id)}"><td>#${esc(o.number)}</td><td>${esc(o.createdDate.slice(0, 10))}</td>` +
            `<td>${esc(o.lineItems.map((l) => `${l.quantity} × ${l.name}`).join(', '))}</td>` +
            `<td>${esc(o.formattedTotal)}</td><td>${esc(o.paymentStatus)}</td></tr>`,
        )
        .join('');
      return `<table><thead><tr><th>Order</th><th>Date</th><th>Items</th><th>Total</th><th>Payment</th></tr></thead><tbody>${rows}</tbody></table>`;
    }
    default:
      return `<p>You have no ${esc(TITLES[section].replace('My ', ''))} in this store.</p>`;
  }
}

export function accountRoutes(platform: Platform): Route[] {
  return [
    {
      method: 'GET',
      path: '/_hosted/account/:section',
      handler: (ctx) => {
        const section = sectionFromSlug(ctx.params.section ?? '');
        if (!section)
          return errorPage(
            platform.config,
            404,
            'No such page',
            `Account sections: ${ACCOUNT_SECTIONS.join(', ')}.`,
          );
        const found = sessionOf(platform, ctx);
        const session = found?.intent.kind === 'account' ? found : undefined;
        const member = memberOnPage(platform, ctx, session);
        if (!member) {
          const next = session ? `${ctx.path}?redirectSessionId=${encodeURIComponent(session.id)}` : ctx.path;
          return redirect(`/_hosted/sign-in?${new URLSearchParams({ next })}`);
        }
        const nav = ACCOUNT_SECTIONS.map((s) =>
          s === section
            ? `<strong aria-current="page">${esc(TITLES[s])}</strong> `
            : `${linkTo(accountHref(s), TITLES[s])} `,
        ).join('');
        const back = session?.callbacks.postFlowUrl;
        const footer =
          (back ? `${linkTo(callbackUrl(back, true), 'Back to the store')} · ` : '') +
          linkTo('/_hosted/logout', 'Sign out');
        return page(
          platform.config,
          TITLES[section],
          `<p>Signed in as <span data-signed-in>${esc(member.email)}</span></p><nav>${nav}</nav>` +
            `<section data-section="${esc(section)}">${sectionBody(platform, member, section)}</section><p>${footer}</p>`,
        );
      },
    },
  ];
}
