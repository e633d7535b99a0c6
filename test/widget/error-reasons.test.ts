// What a shopper reads when a call fails (issue 15): each known refusal in their language, anything else a
// polite general text, and never the platform's developer text ("INVALID_ARGUMENT: …", "Injected fault").
// The answers are the emulator's own, over real HTTP, through the client the widget uses.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { ApiError, createClient, SystemError, WIX_STORES_APP_ID } from '../../src/index.ts';
import { reasonOf } from '../../widget/errors.ts';
import { createTranslator } from '../../widget/i18n/index.ts';
import { signInErrorText } from '../../widget/ui/signin/messages.ts';
import { controlFetch, usePlatform } from '../support/platform.ts';

const platform = usePlatform();

/** German as the first load has it (the core half): what a cart's failures are said in. */
async function german() {
  const translator = createTranslator('de');
  await translator.core;
  return translator.t;
}

/** German as the sign-in panel has it: the panel loads its half, where the form's refusals are. */
async function germanInTheSignInPanel() {
  const translator = createTranslator('de');
  await translator.loadUi('signin');
  return translator.t;
}

async function refusalOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('the platform accepted what it should refuse');
    },
    (error: unknown) => error,
  );
}

describe('reasons a shopper reads', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('says a password is too short in German, not the platform’s INVALID_ARGUMENT text', async () => {
    const client = createClient({ clientId: 'demo', apiBase: platform.current.url });
    const result = await client.auth.register({ email: 'kurz@example.com', password: 'abc' });
    expect(result).toMatchObject({ loginState: 'FAILURE', error: expect.stringMatching(/at least 6/) });
    const text = signInErrorText(
      { step: 'error', message: result.error ?? '', ...result },
      await germanInTheSignInPanel(),
    );
    expect(text).toBe('Dieses Passwort ist zu kurz. Bitte ein längeres wählen.');
    expect(warn).not.toHaveBeenCalled();
  });

  it('turns a failing store’s own text into a polite message and logs the details', async () => {
    const client = createClient({ clientId: 'demo', apiBase: platform.current.url });
    const mug = await client.products.get(seedProductId('classic-white-mug'));
    if (!mug) throw new Error('the seeded mug is missing');
    const mugLine = { catalogReference: client.products.catalogReference(mug, {}), quantity: 1 };
    await controlFetch(platform.current.url, `/_emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [{ pathPrefix: '/ecom/', method: 'POST', status: 500, times: 1 }] }),
    });
    // A change is never repeated by the client, so the 500 is the answer.
    const error = await refusalOf(client.cart.add({ lineItems: [mugLine] }));
    expect(String((error as Error).message)).toMatch(/Injected fault/);
    const t = await german();
    const reason = reasonOf(error, t);
    expect(reason).toBe('Beim Shop ist ein Fehler aufgetreten. Bitte gleich noch einmal versuchen.');
    expect(reason).not.toMatch(/Injected|fault/i);
  });

  it('gives anything unknown a general text, with the details in the console', async () => {
    const english = createTranslator('en');
    await english.core;
    const t = english.t;
    const refusal = new ApiError('WEIRD_CODE: a description for developers', {
      code: 'WEIRD_CODE',
      status: 400,
      details: {
        applicationError: { code: 'WEIRD_CODE', description: 'a description for developers', data: {} },
      },
    });
    expect(reasonOf(refusal, t)).toBe('The store could not do this right now. Please try again.');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[dropcart]'), refusal);
    expect(reasonOf(new SystemError('fetch failed', 'NETWORK'), t)).toBe(
      'The store could not be reached. Please try again.',
    );
  });
});

describe('Cart V2 refusals a shopper reads (issue 25)', () => {
  it('says in German how many are left of the item as chosen, and that a product is no longer sold', async () => {
    const client = createClient({ clientId: 'demo', apiBase: platform.current.url });
    const tee = await client.products.get(seedProductId('organic-cotton-tee'));
    if (!tee) throw new Error('the seeded tee is missing');
    const red = { choices: { Size: 'M', Color: 'Red' } }; // 2 in stock
    const short = await refusalOf(
      client.cart.add({
        lineItems: [{ catalogReference: client.products.catalogReference(tee, red), quantity: 3 }],
      }),
    );
    const gone = await refusalOf(
      client.cart.add({
        lineItems: [
          { catalogReference: { catalogItemId: 'no-such-product', appId: WIX_STORES_APP_ID }, quantity: 1 },
        ],
      }),
    );
    const { itemName, refusalText } = await import('../../widget/cart/refusal.ts');
    const item = itemName({
      name: tee.name,
      details: [
        { name: 'Size', value: 'M' },
        { name: 'Color', value: 'Red' },
      ],
    });
    const t = await german();
    expect(refusalText(short, item, t)).toBe('Nur noch 2 von Organic Cotton Tee (M, Red) verfügbar.');
    expect(refusalText(gone, 'Lampe', t)).toBe('Dieser Artikel wird nicht mehr verkauft: Lampe.');
    // Where no item is named (a general path), still what it means, never "try again".
    expect(reasonOf(short, t)).toBe('Von diesem Artikel ist nicht genug auf Lager.');
    expect(reasonOf(gone, t)).toBe('Dieser Artikel wird nicht mehr verkauft.');
  });
});
