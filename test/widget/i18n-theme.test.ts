// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// Language (catalogs, locale fallback, money formatting) and the shadow root's styles and theme.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { createTranslator, pickLocale } from '../../widget/i18n/index.ts';
import { mount } from '../../widget/index.ts';
import { formatMoney } from '../../widget/money.ts';
import { usePlatform } from '../support/platform.ts';
import { mountWidget } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');

describe('messages', () => {
  it('picks the language from the locale, and English for anything unknown', async () => {
    expect(pickLocale({ requested: 'de-CH' })).toMatchObject({ locale: 'de-CH', language: 'de' });
    expect(pickLocale({ requested: 'ko-KR' })).toMatchObject({ locale: 'ko-KR', language: 'en' });
    const { t, core } = createTranslator();
    await core;
    expect(t('announce.added', { name: 'Mug' })).toBe('Mug added to cart');
  });

  it('formats money in the shopper’s locale, not the store’s formatted text (issue 15)', () => {
    expect(formatMoney({ amount: '49', formatted: '$49.00' }, 'USD', 'de-DE')).toBe('49,00\u00a0$');
    // Without a currency the platform's text is all there is.
    expect(formatMoney({ amount: '12', formatted: '$12.00' }, '', 'de-DE')).toBe('$12.00');
    expect(formatMoney({ amount: '1234.5' }, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('renders the drawer in German with data-locale de', async () => {
    const { api, view } = mountWidget(platform.current.url, { locale: 'de' });
    await api.add({ productId: MUG });
    expect(await view.findByRole('dialog', { name: 'Ihr Warenkorb' })).toBeTruthy();
    // Cart V2 sends amounts without a formatted text: the cart's currency, the shopper's locale.
    const line = (await view.findByText('Classic White Mug')).closest('li') as HTMLElement;
    expect(line.textContent).toContain('je 12,00\u00a0$');
    expect(await view.findByRole('button', { name: 'Zur Kasse' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(view.getByText('Classic White Mug in den Warenkorb gelegt').getAttribute('aria-live')).toBe(
        'polite',
      ),
    );
  });
});

describe('styles and theme', () => {
  it('puts all CSS in the shadow root with :host isolation and the documented custom properties', () => {
    const { shadow } = mountWidget(platform.current.url, { theme: 'dark' });
    // Vitest does not process CSS imports (they arrive empty here), so read the sheet's source; the
    // browser test checks the computed styles of the built widget.
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    const read = (path: string) => readFileSync(`${process.cwd()}/widget/${path}`, 'utf8');
    const base = read('shadow/base.css');
    expect(base).toContain(':host {\n  all: initial;');
    expect(base).toContain('var(--dropcart-accent');
    expect(read('ui/ui.css')).toContain('prefers-reduced-motion: reduce');
    expect(document.head.querySelectorAll('style, link[rel="stylesheet"]')).toHaveLength(0);
    expect((shadow.querySelector('.dropcart') as HTMLElement).dataset.theme).toBe('dark');
  });

  it('falls back to a <style> inside the shadow root where constructable sheets are missing', () => {
    const original = window.CSSStyleSheet;
    Object.defineProperty(window, 'CSSStyleSheet', { value: undefined, configurable: true });
    try {
      const { shadow } = mountWidget(platform.current.url);
      expect(shadow.adoptedStyleSheets).toHaveLength(0);
      expect(shadow.querySelectorAll('style')).toHaveLength(1);
      expect(document.head.querySelectorAll('style')).toHaveLength(0);
    } finally {
      Object.defineProperty(window, 'CSSStyleSheet', { value: original, configurable: true });
    }
  });

  it('renders into a shadow root it is given, and removes only its own nodes', async () => {
    const host = document.createElement('section');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const own = document.createElement('p');
    root.append(own);
    const api = mount({
      clientId: 'demo',
      apiBase: platform.current.url,
      tokenStorage: 'memory',
      host: root,
    });
    expect(root.querySelector('.dropcart')).toBeTruthy();
    expect(document.querySelector('dropcart-root')).toBeNull();
    await api.destroy();
    expect([...root.childNodes]).toEqual([own]);
    expect(root.adoptedStyleSheets).toHaveLength(0);
  });
});
