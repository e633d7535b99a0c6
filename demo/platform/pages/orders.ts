// The member's orders, read from the `orders` slice the commerce side writes. Read defensively: another
// module owns that shape, and a malformed entry must not break the account page.
import type { MemberRecord } from '../identity/members.ts';
import type { Platform } from '../platform.ts';

export interface OrderSummary {
  id: string;
  number: string;
  createdDate: string;
  paymentStatus: string;
  lineItems: Array<{ name: string; quantity: number; price: string }>;
  formattedTotal: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export function ordersOf(platform: Platform, member: MemberRecord): OrderSummary[] {
  const orders = platform.state.slice<unknown[]>('orders', () => []);
  if (!Array.isArray(orders)) return [];
  const mine: OrderSummary[] = [];
  for (const entry of orders) {
    if (typeof entry !== 'object' || entry === null) continue;
    const order = entry as Record<string, unknown>;
    const buyer = (order.buyer ?? {}) as Record<string, unknown>;
    const byMember = buyer.memberId === member.id;
    const byEmail = typeof buyer.email === 'string' && buyer.email.toLowerCase() === member.email;
    if (!byMember && !byEmail) continue;
    const items = Array.isArray(order.lineItems) ? order.lineItems : [];
    const totals = (order.totals ?? {}) as Record<string, unknown>;
    mine.push({
      id: text(order.id),
      number: text(order.number),
      createdDate: text(order.createdDate),
      paymentStatus: text(order.paymentStatus),
      lineItems: items.map((item) => {
        const line = (item ?? {}) as Record<string, unknown>;
        return { name: text(line.name), quantity: Number(line.quantity) || 0, price: text(line.price) };
      }),
      formattedTotal: text(totals.formattedTotal) || text(totals.total),
    });
  }
  return mine.sort((a, b) => b.createdDate.localeCompare(a.createdDate));
}
