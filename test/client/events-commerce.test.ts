// Commerce change events (spec §4 "Change events exist for cart, checkout, order, template, fulfillments and
// tips", issue 29): emitted through the emulator's control endpoint, really signed and sent as webhooks,
// then verified and decoded with their entity, dates and decimals converted as the SDK's event definitions
// convert them, instead of UNKNOWN_EVENT_TYPE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DropcartEvent, EVENT_TYPES, processWebhook } from '../../src/index.ts';
import { startReceiver, type WebhookReceiver } from '../platform/events/receivers.ts';
import { controlFetch, usePlatform } from '../support/platform.ts';

const webhookUrls: string[] = [];
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startReceiver();
  webhookUrls.push(receiver.url);
});
afterAll(() => receiver.close());

const platform = usePlatform({ config: { webhookUrls } });

/** Emits one event through the control endpoint and answers it as the webhook receiver got it, decoded. */
async function emitted(body: Record<string, unknown>): Promise<DropcartEvent> {
  const key = await (await controlFetch(platform.current.url, '/_emulator/public-key')).text();
  const since = receiver.bodies.length;
  const res = await controlFetch(platform.current.url, '/_emulator/events/emit', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  while (receiver.bodies.length <= since) await receiver.arrival();
  return processWebhook(receiver.bodies[since] ?? '', key);
}

const AT = '2026-03-04T05:06:07.000Z';
const IMAGE = { id: 'c5f9a2_lamp.jpg', url: '', width: 800, height: 600 };

describe('commerce change events from the emulator', () => {
  it('cart updated: the cart with Dates, weights as numbers, images as addresses, and its modified fields', async () => {
    const event = await emitted({
      eventType: EVENT_TYPES.cartUpdated,
      entity: {
        id: 'cart-1',
        createdDate: AT,
        updatedDate: AT,
        lineItems: [
          { id: 'l1', image: IMAGE, physicalProperties: { weight: 'NaN' }, url: { url: 'https://s/p' } },
        ],
      },
      modifiedFields: { updatedDate: AT },
    });
    if (event.type !== EVENT_TYPES.cartUpdated) throw new Error(`wrong type ${event.type}`);
    expect(event.entity.createdDate).toEqual(new Date(AT));
    const line = (event.entity.lineItems as Array<Record<string, unknown>>)[0];
    expect(line?.physicalProperties).toEqual({ weight: Number.NaN });
    expect((line?.image as { url?: string } | undefined)?.url).toMatch(
      /^https:\/\/static\.wixstatic\.com\/media\/c5f9a2_lamp\.jpg/,
    );
    expect(line?.url).toBe('https://s/p');
    expect(event.modifiedFields).toEqual({ updatedDate: new Date(AT) });
    expect(event.metadata.entityFqdn).toBe('wix.ecom.v1.cart');
    expect(event.metadata.eventTime).toBeInstanceOf(Date);
  });

  it('checkout created: membership expirations as Dates, the merchant discount percentage as a number', async () => {
    const event = await emitted({
      eventType: EVENT_TYPES.checkoutCreated,
      entity: {
        id: 'checkout-1',
        createdDate: AT,
        membershipOptions: { eligibleMemberships: [{ id: 'm1', expirationDate: AT }] },
        appliedDiscounts: [{ merchantDiscount: { percentage: '12.5' } }],
      },
    });
    if (event.type !== EVENT_TYPES.checkoutCreated) throw new Error(`wrong type ${event.type}`);
    expect(event.entity.membershipOptions).toEqual({
      eligibleMemberships: [{ id: 'm1', expirationDate: new Date(AT) }],
    });
    expect(event.entity.appliedDiscounts).toEqual([{ merchantDiscount: { percentage: 12.5 } }]);
  });

  it('order approved (an action event): the order in data, purchasedDate and activities as Dates', async () => {
    const event = await emitted({
      eventType: EVENT_TYPES.orderApproved,
      data: {
        order: { id: 'order-1', purchasedDate: AT, activities: [{ type: 'ORDER_PAID', createdDate: AT }] },
      },
    });
    if (event.type !== EVENT_TYPES.orderApproved) throw new Error(`wrong type ${event.type}`);
    expect(event.data.order?.purchasedDate).toEqual(new Date(AT));
    expect(event.data.order?.activities?.[0]?.createdDate).toEqual(new Date(AT));
    expect(event.metadata.entityId).toBe('order-1');
    expect(event.metadata.slug).toBe('approved');
  });

  it('checkout template, fulfillments and tips decode with their entity', async () => {
    const template = await emitted({
      eventType: EVENT_TYPES.checkoutTemplateCreated,
      entity: { id: 't1', customLineItems: [{ serviceProperties: { scheduledDate: AT } }] },
    });
    if (template.type !== EVENT_TYPES.checkoutTemplateCreated) throw new Error('wrong type');
    expect(template.entity.customLineItems).toEqual([{ serviceProperties: { scheduledDate: new Date(AT) } }]);

    const fulfillments = await emitted({
      eventType: EVENT_TYPES.fulfillmentsUpdated,
      entity: { id: 'f1', orderId: 'order-1', fulfillments: [{ id: 'x', createdDate: AT }] },
    });
    if (fulfillments.type !== EVENT_TYPES.fulfillmentsUpdated) throw new Error('wrong type');
    expect(fulfillments.entity.fulfillments?.[0]?.createdDate).toEqual(new Date(AT));

    const tip = await emitted({
      eventType: EVENT_TYPES.tipCreated,
      entity: { id: 'tip-1', amount: '3.50', distributions: [{ amount: '3.50', createdDate: AT }] },
    });
    if (tip.type !== EVENT_TYPES.tipCreated) throw new Error('wrong type');
    expect(tip.entity.amount).toBe(3.5);
    expect(tip.entity.distributions).toEqual([{ amount: 3.5, createdDate: new Date(AT) }]);
    expect(tip.metadata.entityFqdn).toBe('wix.tips.v1.tip');
  });

  it('refuses an event type that is not a commerce change event, naming the ones it emits', async () => {
    const res = await controlFetch(platform.current.url, '/_emulator/events/emit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventType: 'wix.ecom.v1.cart_exploded' }),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('wix.ecom.v1.order_payment_status_updated');
  });
});
