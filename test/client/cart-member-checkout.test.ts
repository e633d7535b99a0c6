// A signed-in member's hand-off to the hosted checkout (issue 15): the member's login e-mail and saved
// address go with it, read from the members service at the hand-off only, so the hosted page does not ask
// again. Cart V2 stores them on the cart (one PATCH before the redirect session); Cart V1 gives them to
// create-checkout. The address goes as a cart's address: without the member's contact-address `id`.
// A visitor's hand-off asks the members service nothing.
import { describe, expect, it } from 'vitest';
import { createAdminClient } from '../../src/admin.ts';
import { usePlatform } from '../support/platform.ts';
import { ADA, emulatorClient } from './support/client.ts';

const platform = usePlatform();
const ADA_ID = '0a6a1c1e-0000-4000-8000-00000000ada1';
const POST_FLOW = 'http://localhost:3000/shop';
/** Ada's saved address (demo/platform/identity/seed.ts) as a cart's address. */
const ADA_ADDRESS = {
  addressLine: "12 St James's Square",
  city: 'London',
  subdivision: 'GB-WSM',
  country: 'GB',
  postalCode: 'SW1Y 4JH',
};

/** Grace (seed.ts) has no saved address. */
const GRACE_ID = '0a6a1c1e-0000-4000-8000-000000009ace';

async function shopper(cartApi: 'v1' | 'v2', member: boolean | string) {
  const s = emulatorClient(platform.current.url, { cartApi });
  if (member) {
    const admin = createAdminClient({
      clientId: 'demo',
      apiBase: platform.current.url,
      apiKey: 'demo-admin-key',
    });
    s.client.auth.setTokens(
      await admin.admin.getMemberTokensForExternalLogin(typeof member === 'string' ? member : ADA_ID),
    );
  }
  const mug = await s.client.products.getBySlug('classic-white-mug');
  if (!mug) throw new Error('the seeded mug is missing');
  await s.client.cart.add({
    lineItems: [{ catalogReference: s.client.products.catalogReference(mug), quantity: 1 }],
  });
  return s;
}

describe('the checkout hand-off of a signed-in member', () => {
  it('Cart V2: stores the member’s e-mail and address on the cart before the redirect session', async () => {
    const s = await shopper('v2', true);
    const before = s.requests.length;
    await s.client.cart.checkout({ postFlowUrl: POST_FLOW });
    const sent = s.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(sent).toEqual([
      'GET /members/v1/members/my',
      'PATCH /ecom/v2/carts/current',
      'POST /_api/redirects-api/v1/redirect-session',
    ]);
    expect(s.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      cart: { customerInfo: { email: ADA.email }, deliveryInfo: { address: ADA_ADDRESS } },
    });
    const cart = await s.client.cart.get();
    expect(cart?.buyer?.email).toBe(ADA.email);
    expect(cart?.deliveryAddress).toMatchObject(ADA_ADDRESS);
  });

  it('Cart V1: gives the member’s e-mail and address to create-checkout', async () => {
    const s = await shopper('v1', true);
    await s.client.cart.checkout({ postFlowUrl: POST_FLOW });
    expect(s.requests.find((r) => r.path.endsWith('/create-checkout'))?.body).toEqual({
      channelType: 'WEB',
      email: ADA.email,
      shippingAddress: ADA_ADDRESS,
    });
  });

  it('a member without a saved address hands over the e-mail alone', async () => {
    const v2 = await shopper('v2', GRACE_ID);
    await v2.client.cart.checkout({ postFlowUrl: POST_FLOW });
    expect(v2.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      cart: { customerInfo: { email: 'grace@example.com' } },
    });
    const v1 = await shopper('v1', GRACE_ID);
    await v1.client.cart.checkout({ postFlowUrl: POST_FLOW });
    expect(v1.requests.find((r) => r.path.endsWith('/create-checkout'))?.body).toEqual({
      channelType: 'WEB',
      email: 'grace@example.com',
    });
  });

  it('an e-mail the caller gives wins, and a visitor’s hand-off asks the members service nothing', async () => {
    const member = await shopper('v1', true);
    await member.client.cart.checkout({ postFlowUrl: POST_FLOW, email: 'ada.work@example.com' });
    expect(member.requests.find((r) => r.path.endsWith('/create-checkout'))?.body).toMatchObject({
      email: 'ada.work@example.com',
    });
    const visitor = await shopper('v2', false);
    await visitor.client.cart.checkout({ postFlowUrl: POST_FLOW });
    expect(visitor.requests.some((r) => r.path.startsWith('/members/'))).toBe(false);
    expect(visitor.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });
});
