// The Cart V1 estimate's memberships and merchant discount (seed §3 "Checkout": `membershipOptions`,
// `appliedDiscounts.merchantDiscount.percentage`; §7 estimate-totals' `selectedMemberships`), typed and
// converted as the SDK converts them: expiration dates to Dates, the percentage a number. Katherine
// (demo/platform/cart/benefits.ts) holds a live Mug Club pass, an expired Summer Pass and 12.5% off.
import { describe, expect, it } from 'vitest';
import { createAdminClient } from '../../src/admin.ts';
import { WIX_STORES_APP_ID } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { emulatorClient } from './support/client.ts';

const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const KATHERINE_ID = '0a6a1c1e-0000-4000-8000-00000000ca71';
const PRICING_PLANS = '1522827f-c56c-a5c9-2ac9-00f9e6ae12d3';

async function shopper(member: boolean) {
  const s = emulatorClient(platform.current.url, { cartApi: 'v1' });
  if (member) {
    const admin = createAdminClient({
      clientId: 'demo',
      apiBase: platform.current.url,
      apiKey: 'demo-admin-key',
    });
    s.client.auth.setTokens(await admin.admin.getMemberTokensForExternalLogin(KATHERINE_ID));
  }
  const { items } = await s.client.catalog
    .queryProducts()
    .in('slug', ['classic-white-mug', 'organic-cotton-tee'])
    .find();
  const id = (slug: string) => items.find((p) => p.slug === slug)?.id ?? '';
  const { cart } = await s.client.cartV1.add({
    lineItems: [
      { catalogReference: { appId: WIX_STORES_APP_ID, catalogItemId: id('classic-white-mug') }, quantity: 2 },
      {
        catalogReference: {
          appId: WIX_STORES_APP_ID,
          catalogItemId: id('organic-cotton-tee'),
          options: { options: { Size: 'M', Color: 'Black' } },
        },
        quantity: 1,
      },
    ],
  });
  const [mug, tee] = cart.lineItems.map((l) => l.id);
  return { ...s, mug: mug ?? '', tee: tee ?? '' };
}

describe('the Cart V1 estimate of a member with memberships and a merchant discount', () => {
  it('answers the memberships that can and cannot pay, with Dates, and the percentage as a number', async () => {
    const { client, mug } = await shopper(true);
    const estimate = await client.cartV1.estimateTotals({});
    const options = estimate.membershipOptions;
    expect(options?.eligibleMemberships).toEqual([
      {
        id: 'b3e0c1a0-0000-4000-8000-00000000c0f1',
        appId: PRICING_PLANS,
        name: { original: 'Mug Club', translated: 'Mug Club' },
        lineItemIds: [mug],
        credits: { total: 10, remaining: 7 },
        expirationDate: new Date('2099-12-31T00:00:00.000Z'),
      },
    ]);
    expect(options?.invalidMemberships).toEqual([
      {
        membership: expect.objectContaining({
          name: { original: 'Summer Pass', translated: 'Summer Pass' },
          expirationDate: new Date('2020-09-01T00:00:00.000Z'),
        }),
        reason: 'Membership expired',
      },
    ]);
    expect(options?.selectedMemberships).toEqual([]);

    const merchant = estimate.appliedDiscounts?.find((d) => d.merchantDiscount)?.merchantDiscount;
    expect(merchant?.percentage).toBe(12.5);
    const subtotal = Number(estimate.priceSummary?.subtotal?.amount);
    const off = Math.round(subtotal * 12.5) / 100;
    expect(Number(merchant?.amount?.amount)).toBeCloseTo(off, 2);
    expect(Number(estimate.priceSummary?.discount?.amount)).toBeCloseTo(off, 2);
    expect(Number(estimate.priceSummary?.total?.amount)).toBeCloseTo(subtotal - off, 2);
  });

  it('echoes the memberships chosen to pay for lines, and refuses one that cannot pay for them', async () => {
    const { client, mug, tee } = await shopper(true);
    const chosen = { id: 'b3e0c1a0-0000-4000-8000-00000000c0f1', appId: PRICING_PLANS, lineItemIds: [mug] };
    const estimate = await client.cartV1.estimateTotals({ selectedMemberships: { memberships: [chosen] } });
    expect(estimate.membershipOptions?.selectedMemberships).toEqual([chosen]);
    const refused = await client.cartV1
      .estimateTotals({ selectedMemberships: { memberships: [{ ...chosen, lineItemIds: [tee] }] } })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
  });

  it('client.cart.estimate() carries the memberships; a visitor’s totals have none', async () => {
    const member = await shopper(true);
    const totals = await member.client.cart.estimate();
    expect(totals.memberships?.eligibleMemberships?.[0]?.expirationDate).toEqual(
      new Date('2099-12-31T00:00:00.000Z'),
    );
    expect(totals.memberships?.invalidMemberships?.[0]?.reason).toBe('Membership expired');
    expect(Number(totals.discount?.amount)).toBeGreaterThan(0);

    const visitor = await shopper(false);
    const plain = await visitor.client.cart.estimate();
    expect(plain.memberships).toBeUndefined();
    expect(plain.discount).toBeUndefined();
  });
});
