// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// German's two ways to address a shopper, and the owner's own texts (issue 28): `formality` chooses "Sie"
// (the default) or "du"; `texts` / `data-texts` replace any text per language, and a mistake in them is a
// console message for the owner, never a crash and never a word on the shopper's screen.
import { describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { createTranslator } from '../../widget/i18n/index.ts';
import { usePlatform } from '../support/platform.ts';
import { mountWidget } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');

describe('German formality', () => {
  it('says "Sie" unless the owner chooses "du", and shares every text the two forms have in common', async () => {
    const formal = createTranslator('de');
    const informal = createTranslator('de', { formality: 'informal' });
    await Promise.all([formal.loadUi('signin'), informal.loadUi('signin')]);
    expect(formal.t('cart.title')).toBe('Ihr Warenkorb');
    expect(informal.t('cart.title')).toBe('Dein Warenkorb');
    expect(formal.t('signin.mfaHint')).toBe('Geben Sie den Code aus Ihrer App oder Nachricht ein.');
    expect(informal.t('signin.mfaHint')).toBe('Gib den Code aus deiner App oder Nachricht ein.');
    // What the first cart says addresses no one: one German core for both forms.
    expect(informal.t('reason.email')).toBe(formal.t('reason.email'));
    expect(informal.t('checkout.button')).toBe(formal.t('checkout.button'));
  });

  it('renders the drawer with "du" for formality informal', async () => {
    const { api, view } = mountWidget(platform.current.url, { locale: 'de', formality: 'informal' });
    await api.add({ productId: MUG });
    expect(await view.findByRole('dialog', { name: 'Dein Warenkorb' })).toBeTruthy();
    await api.remove((await api.getCart()).lines[0]?.id ?? '');
    expect(await view.findByText('Dein Warenkorb ist leer.')).toBeTruthy();
  });
});

describe('the owner’s texts', () => {
  const warnings = () => {
    const warn = vi.fn();
    return { warn, platform: { console: { warn } } };
  };

  it('replaces a text in the language the shopper reads, from an object or from data-texts’ JSON', async () => {
    const { api, view } = mountWidget(platform.current.url, {
      texts: '{"en":{"cart.title":"Your bag","line.remove":"Take {name} out"},"de":{"cart.title":"Tüte"}}',
    });
    await api.add({ productId: MUG });
    expect(await view.findByRole('dialog', { name: 'Your bag' })).toBeTruthy();
    expect(await view.findByRole('button', { name: 'Take Classic White Mug out' })).toBeTruthy();
  });

  it('replaces the texts of the language the shopper reads only', async () => {
    const { api, view } = mountWidget(platform.current.url, {
      locale: 'de',
      texts: { en: { 'cart.title': 'Your bag' }, de: { 'cart.title': 'Tüte' } },
    });
    await api.open();
    expect(await view.findByRole('dialog', { name: 'Tüte' })).toBeTruthy();
  });

  it('replaces a part’s text once that part’s texts come, which the drawer’s alone do not bring', async () => {
    const translator = createTranslator('de', {
      formality: 'informal',
      texts: { de: { 'signin.forgot': 'Passwort weg?', 'coupon.expired': 'Abgelaufen.' } },
    });
    await translator.loadUi();
    expect([translator.t('signin.forgot'), translator.t('signin.mfaHint')]).toEqual(['', '']);
    await Promise.all([translator.loadUi('signin'), translator.loadUi('coupon')]);
    expect(translator.t('signin.forgot')).toBe('Passwort weg?');
    expect(translator.t('signin.mfaHint')).toBe('Gib den Code aus deiner App oder Nachricht ein.');
    expect(translator.t('coupon.expired')).toBe('Abgelaufen.');
    expect(translator.t('cart.title')).toBe('Dein Warenkorb');
  });

  it('says an unknown language, an unknown key or other placeholders once in the console, and keeps the widget’s text', async () => {
    const { warn, platform: world } = warnings();
    const { api, view } = mountWidget(platform.current.url, {
      platform: world,
      texts: {
        en: { 'cart.titel': 'Bag', 'announce.added': 'Added {product}', 'cart.close': 'Close the bag' },
        xx: { 'cart.title': 'Bag' },
      },
    });
    await api.add({ productId: MUG });
    expect(await view.findByRole('dialog', { name: 'Your cart' })).toBeTruthy();
    expect(await view.findByRole('button', { name: 'Close the bag' })).toBeTruthy();
    expect(await view.findByText('Classic White Mug added to cart')).toBeTruthy();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toContain('"xx" is not a language');
    expect(message).toContain('"cart.titel" is not a text');
    expect(message).toContain('"announce.added" needs the placeholders');
    expect(view.queryByText(/cart\.titel|\{product\}|Added/)).toBeNull();
  });

  it.each([
    ['malformed JSON', '{"en":{"cart.title":"Your bag"}', 'is not JSON'],
    ['a list', '["Your bag"]', 'must be an object'],
    ['a number for a text', '{"en":{"cart.title":42}}', 'en.cart.title'],
  ])('says %s in the console and keeps every text of the widget', async (_name, texts, said) => {
    const { warn, platform: world } = warnings();
    const { api, view } = mountWidget(platform.current.url, { platform: world, texts });
    await api.open();
    expect(await view.findByRole('dialog', { name: 'Your cart' })).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(said);
  });
});
