import { describe, expect, it } from 'vitest';
import { ApiError, type RedirectSessionRequest } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { emulatorClient } from './support/client.ts';

const platform = usePlatform();
const PAGE = 'http://localhost:3000/shop';

describe('redirect sessions (protocol §5)', () => {
  it.each<[string, RedirectSessionRequest]>([
    ['login', { login: {}, callbacks: { postFlowUrl: PAGE } }],
    ['logout', { logout: { clientId: 'demo' }, callbacks: { postFlowUrl: PAGE } }],
    ['storesProduct', { storesProduct: { productSlug: 'shirt' } }],
    [
      'ecomCheckout',
      { ecomCheckout: { checkoutId: 'chk-1' }, callbacks: { postFlowUrl: PAGE, thankYouPageUrl: PAGE } },
    ],
    [
      'login with a members account section',
      { login: {}, preferences: { additionalQueryParameters: { accountSection: 'ORDERS' } } },
    ],
  ])('creates a %s session and returns its fullUrl', async (_name, body) => {
    const { client, requests } = emulatorClient(platform.current.url);
    const { redirectSession } = await client.redirects.createRedirectSession(body);
    expect(redirectSession.fullUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(redirectSession.urlDetails.endpoint).toEqual(expect.any(String));
    const call = requests.at(-1);
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/_api/redirects-api/v1/redirect-session');
    expect(call?.body).toEqual(body);
    expect(call?.authorization).toBe(client.auth.getTokens().accessToken.value);
  });

  it.each<[string, RedirectSessionRequest]>([
    [
      'bookingsCheckout',
      { bookingsCheckout: { slotAvailability: { slot: { serviceId: 's1' } }, timezone: 'UTC' } },
    ],
    ['eventsCheckout', { eventsCheckout: { reservationId: 'r1', eventSlug: 'gala' } }],
    ['paidPlansCheckout', { paidPlansCheckout: { planId: 'plan-1' } }],
    ['bookingsBook', { bookingsBook: { resourceId: 'res-1' } }],
  ])('sends a %s intent as given (the emulator hosts no such pages and says so)', async (name, body) => {
    const { client, requests } = emulatorClient(platform.current.url);
    const error = await client.redirects.createRedirectSession(body).catch((e: unknown) => e);
    expect(requests.at(-1)?.body).toEqual(body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'INTENT_NOT_SUPPORTED', status: 400 });
    expect((error as ApiError).message).toContain(name);
  });

  it('sends only the keys the platform takes', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const body = { login: {}, memberAccountPage: { section: 'ORDERS' } } as unknown as RedirectSessionRequest;
    await client.redirects.createRedirectSession(body);
    expect(requests.at(-1)?.body).toEqual({ login: {} });
  });
});
