// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// Which language a shopper reads (issue 28): the owner's locale, then the page's <html lang>, then the
// browser's languages, then English; the region of the tag sets the money format and the ship-to form's
// first country; counts take the language's plural forms, never `n === 1`.
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { pickLocale } from '../../widget/i18n/index.ts';
import { createFormatter } from '../../widget/i18n/message.ts';
import { usePlatform } from '../support/platform.ts';
import { mountWidget } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('choosing the language', () => {
  it('takes the owner’s locale, then the page’s, then the browser’s first known one, then English', () => {
    const browser = ['ko-KR', 'de-AT', 'en-US'];
    expect(pickLocale({ requested: 'de-CH', pageLang: 'en', browser })).toMatchObject({
      locale: 'de-CH',
      language: 'de',
    });
    expect(pickLocale({ pageLang: 'de_DE', browser: ['en-US'] })).toMatchObject({
      locale: 'de-DE',
      language: 'de',
    });
    // Korean has no texts: German from the browser's next language; the formats stay the first one named.
    expect(pickLocale({ browser })).toMatchObject({ locale: 'ko-KR', language: 'de', pluralLocale: 'de' });
    expect(pickLocale({ requested: 'not a tag', browser: [] })).toMatchObject({
      locale: 'en',
      language: 'en',
    });
  });

  it('runs right to left for a right-to-left locale or page', () => {
    expect(pickLocale({ requested: 'he-IL' }).dir).toBe('rtl');
    expect(pickLocale({ requested: 'iw' }).dir).toBe('rtl');
    expect(pickLocale({ requested: 'en', pageDir: 'RTL' }).dir).toBe('rtl');
    expect(pickLocale({ requested: 'de', pageDir: 'ltr' }).dir).toBe('ltr');
  });

  it('speaks the page’s <html lang> when the owner names no locale', async () => {
    document.documentElement.lang = 'de-AT';
    const { api, view } = mountWidget(platform.current.url, { locale: '' });
    await api.add({ productId: MUG });
    expect(await view.findByRole('dialog', { name: 'Ihr Warenkorb' })).toBeTruthy();
  });

  it('speaks Brazilian Portuguese for pt-BR, formats money and starts the ship-to form in Brazil', async () => {
    const { api, view } = mountWidget(platform.current.url, { locale: 'pt-BR' });
    await api.add({ productId: MUG });
    expect(await view.findByRole('dialog', { name: 'Seu carrinho' })).toBeTruthy();
    const line = (await view.findByText('Classic White Mug')).closest('li') as HTMLElement;
    // The store's currency (US dollars), written as Brazil writes amounts.
    expect(line.textContent).toContain('US$\u00a012,00');
    (await view.findByRole('button', { name: 'Calcular frete e impostos' })).click();
    const form = await view.findByRole('group', { name: 'Entregar em' });
    expect((within(form).getByLabelText('País') as HTMLSelectElement).value).toBe('BR');
  });

  it('reads `pt` alone as the same Portuguese', () => {
    expect(pickLocale({ requested: 'pt' })).toMatchObject({ locale: 'pt', language: 'pt' });
    expect(pickLocale({ pageLang: 'pt-BR' })).toMatchObject({ locale: 'pt-BR', language: 'pt' });
  });
});

describe('plural forms', () => {
  it('chooses the form by the language’s rules, with the number in its writing', () => {
    const polish = '{count, plural, one {# produkt} few {# produkty} many {# produktów} other {# produktu}}';
    const pl = createFormatter('pl');
    expect([1, 3, 5, 22, 1.5].map((count) => pl(polish, { count }))).toEqual([
      '1 produkt',
      '3 produkty',
      '5 produktów',
      '22 produkty',
      '1,5 produktu',
    ]);
    const en = createFormatter('en');
    expect(
      en('{count, plural, =0 {none} one {# item} other {# items}} for {name}', { count: 0, name: 'A' }),
    ).toBe('none for A');
    expect(en('{count, plural, one {# item} other {# items}}', { count: 1200 })).toBe('1,200 items');
  });

  it('says the header’s count in the language’s forms', async () => {
    const { api, view } = mountWidget(platform.current.url);
    await api.add({ productId: MUG });
    await api.open();
    expect(await view.findByText('1 item')).toBeTruthy();
    await api.add({ productId: MUG });
    expect(await view.findByText('2 items')).toBeTruthy();
  });

  it('says a Polish cart’s count in Polish’s four forms (1, 2, 5, 22, 25 items)', async () => {
    const { api, view } = mountWidget(platform.current.url, { locale: 'pl-PL' });
    await api.add({ productId: MUG });
    await api.open();
    expect(await view.findByText('1 produkt')).toBeTruthy();
    const said: string[] = [];
    for (const [more, words] of [
      [1, '2 produkty'],
      [3, '5 produktów'],
      [17, '22 produkty'],
      [3, '25 produktów'],
    ] as const) {
      await api.add({ productId: MUG, quantity: more });
      said.push((await view.findByText(words)).textContent ?? '');
    }
    expect(said).toEqual(['2 produkty', '5 produktów', '22 produkty', '25 produktów']);
  });
});

describe('right to left', () => {
  it('renders Hebrew right to left, in Hebrew, with names and amounts isolated from the text around them', async () => {
    const { api, view, shadow } = mountWidget(platform.current.url, { locale: 'he-IL' });
    const container = shadow.querySelector('.dropcart') as HTMLElement;
    expect([container.dir, container.lang]).toEqual(['rtl', 'he-IL']);
    const region = shadow.querySelector('[role="status"]') as HTMLElement;
    expect([region.dir, region.lang]).toEqual(['rtl', 'he-IL']);
    await api.add({ productId: MUG });
    expect(await view.findByRole('dialog', { name: 'העגלה שלך' })).toBeTruthy();
    // The stepper's names: the Latin name isolated inside the Hebrew sentence.
    await vi.waitFor(() =>
      expect(shadow.querySelector('[aria-label^="יחידה אחת יותר"]')?.getAttribute('aria-label')).toBe(
        'יחידה אחת יותר של \u2068Classic White Mug\u2069',
      ),
    );
  });

  it('mirrors an English cart on a right-to-left page, and not on a left-to-right one', () => {
    document.documentElement.dir = 'rtl';
    const { shadow } = mountWidget(platform.current.url);
    expect((shadow.querySelector('.dropcart') as HTMLElement).dir).toBe('rtl');
  });
});
