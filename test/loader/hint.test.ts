// The loader's side of the first-frame hint (loader/hint.ts) against the widget's writers of it
// (widget/cart/cart-hint.ts, widget/session/hint.ts): what the widget writes is what the loader shows, and
// a hint the loader cannot read leaves the page as it is. The browser's first frame: first-frame.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { showHints } from '../../loader/hint.ts';
import { cartHint } from '../../widget/cart/cart-hint.ts';
import { cartView } from '../../widget/cart/view.ts';
import { memberHint } from '../../widget/session/hint.ts';

const HEADER = `<span data-dropcart-session><span id="name" data-dropcart-member-name>Signed in</span></span>
<span id="count" data-dropcart-count>0</span> <span id="subtotal" data-dropcart-subtotal>$0.00</span>`;
const text = (id: string) => document.getElementById(id)?.textContent;
const signedIn = () =>
  document.querySelector('[data-dropcart-session]')?.hasAttribute('data-dropcart-signed-in');

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the loader shows what the widget’s hints hold', () => {
  it('the count and subtotal of the last cart and the member’s name, keeping the page’s own texts', () => {
    document.body.innerHTML = HEADER;
    const cart = cartView({
      api: 'v2',
      id: 'c1',
      currency: 'USD',
      lines: [],
      subtotal: { amount: '24.00' },
    } as never);
    cartHint(localStorage, 'demo', 'en-US').follow({ ...cart, count: 2 });
    memberHint(localStorage, 'demo').write({ name: 'Ada Lovelace', memberId: 'm1' });
    const pageText = showHints(window, 'demo');
    expect([text('count'), text('subtotal'), text('name'), signedIn()]).toEqual([
      '2',
      '$24.00',
      'Ada Lovelace',
      true,
    ]);
    expect([...pageText.values()].sort()).toEqual(['$0.00', '0', 'Signed in']);
  });

  it('of another client id, nothing', () => {
    document.body.innerHTML = HEADER;
    memberHint(localStorage, 'other').write({ name: 'Ada Lovelace' });
    localStorage.setItem('dropcart:other:cart', JSON.stringify({ count: '2' }));
    expect(showHints(window, 'demo').size).toBe(0);
    expect([text('count'), text('name'), signedIn()]).toEqual(['0', 'Signed in', false]);
  });

  it.each([
    ['a damaged hint', () => localStorage.setItem('dropcart:demo:cart', '{"count":')],
    [
      'a hint of before (a cart known to exist, nothing to show)',
      () => localStorage.setItem('dropcart:demo:cart', '1'),
    ],
  ])('%s leaves the page as it is, and throws nothing', (_, plant) => {
    document.body.innerHTML = HEADER;
    plant();
    expect(() => showHints(window, 'demo')).not.toThrow();
    expect([text('count'), text('subtotal'), text('name'), signedIn()]).toEqual([
      '0',
      '$0.00',
      'Signed in',
      false,
    ]);
  });
});
