import { describe, expect, it } from 'vitest';
import { WIX_STORES_APP_ID } from '../../src/index.ts';
import { type CartAction, type CartState, initialCartState, reduceCart } from '../../widget/cart/reducer.ts';
import type { CartView, LineView } from '../../widget/cart/view.ts';

const line = (id: string, productId: string, quantity: number, unit = '10.00'): LineView => ({
  id,
  productId,
  catalogReference: { catalogItemId: productId, appId: WIX_STORES_APP_ID },
  options: {},
  name: productId,
  details: [],
  quantity,
  confirmedQuantity: quantity,
  availability: 'AVAILABLE',
  unitPrice: { amount: unit },
  totalPrice: { amount: (Number(unit) * quantity).toFixed(2) },
});
const cart = (...lines: LineView[]): CartView => ({
  api: 'v2',
  id: 'c1',
  currency: 'USD',
  lines,
  subtotal: { amount: lines.reduce((s, l) => s + Number(l.totalPrice.amount), 0).toFixed(2) },
  count: lines.reduce((s, l) => s + l.quantity, 0),
});
const run = (...actions: CartAction[]): CartState => actions.reduce(reduceCart, initialCartState);

describe('the cart reducer', () => {
  it('leaves a line the platform cannot sell out of an optimistic subtotal, as the platform does', () => {
    const soldOut: LineView = {
      ...line('l2', 'poster', 3, '22.00'),
      availability: 'NOT_AVAILABLE',
      confirmedQuantity: 0,
    };
    const state = run(
      { type: 'loaded', cart: { ...cart(line('l1', 'mug', 1)), lines: [line('l1', 'mug', 1), soldOut] } },
      { type: 'optimistic', id: 1, change: { kind: 'quantity', lineId: 'l1', quantity: 2 } },
    );
    expect(state.view.subtotal.amount).toBe('20.00');
  });

  it('shows an unknown subtotal, not a sum without it, while a pending line’s price is unknown', () => {
    const unknown: LineView = {
      ...line('pending-1', 'socks', 1),
      unitPrice: { amount: '' },
      totalPrice: { amount: '' },
    };
    const state = run(
      { type: 'loaded', cart: cart(line('l1', 'mug', 1)) },
      { type: 'optimistic', id: 1, change: { kind: 'add', line: unknown } },
    );
    expect(state.view.subtotal.amount).toBe('');
  });

  it('keeps a coupon refusal until the next attempt clears it', () => {
    const refusal = { text: 'This coupon has expired.' };
    expect(run({ type: 'coupon-refused', refusal }).couponRefusal).toBe(refusal);
    expect(
      run({ type: 'coupon-refused', refusal }, { type: 'coupon-refused' }).couponRefusal,
    ).toBeUndefined();
  });

  it('shows an optimistic add at once, with count and subtotal recomputed', () => {
    const state = run(
      { type: 'loaded', cart: cart(line('l1', 'mug', 1)) },
      { type: 'optimistic', id: 1, change: { kind: 'add', line: line('pending-1', 'tee', 2, '25.00') } },
    );
    expect(state.view.lines.map((l) => [l.productId, l.quantity, l.pending ?? false])).toEqual([
      ['mug', 1, false],
      ['tee', 2, true],
    ]);
    expect(state.view.count).toBe(3);
    expect(state.view.subtotal.amount).toBe('60.00');
    expect(state.confirmed.lines).toHaveLength(1);
  });

  it('adds to the quantity of the same item instead of a second line', () => {
    const state = run(
      { type: 'loaded', cart: cart(line('l1', 'mug', 1)) },
      { type: 'optimistic', id: 1, change: { kind: 'add', line: line('pending-1', 'mug', 2) } },
    );
    expect(state.view.lines).toHaveLength(1);
    expect(state.view.lines[0]?.quantity).toBe(3);
    expect(state.view.lines[0]?.totalPrice.amount).toBe('30.00');
  });

  it('rolls back one failed change and keeps the others in flight', () => {
    const state = run(
      { type: 'loaded', cart: cart(line('l1', 'mug', 1), line('l2', 'tee', 1)) },
      { type: 'optimistic', id: 1, change: { kind: 'quantity', lineId: 'l1', quantity: 4 } },
      { type: 'optimistic', id: 2, change: { kind: 'remove', lineId: 'l2' } },
      { type: 'rolled-back', id: 1, error: 'Your change could not be saved: out of stock' },
    );
    expect(state.view.lines.map((l) => [l.id, l.quantity])).toEqual([['l1', 1]]);
    expect(state.pending.map((p) => p.id)).toEqual([2]);
    expect(state.error).toBe('Your change could not be saved: out of stock');
  });

  it('applies the still-pending changes on top of each confirmed cart', () => {
    const state = run(
      { type: 'loaded', cart: cart(line('l1', 'mug', 1)) },
      { type: 'optimistic', id: 1, change: { kind: 'quantity', lineId: 'l1', quantity: 2 } },
      { type: 'optimistic', id: 2, change: { kind: 'quantity', lineId: 'l1', quantity: 5 } },
      { type: 'confirmed', id: 1, cart: cart(line('l1', 'mug', 2)) },
    );
    expect(state.confirmed.lines[0]?.quantity).toBe(2);
    expect(state.view.lines[0]?.quantity).toBe(5);
    const settled = reduceCart(state, { type: 'confirmed', id: 2, cart: cart(line('l1', 'mug', 5)) });
    expect(settled.pending).toEqual([]);
    expect(settled.view.lines[0]?.pending).toBeUndefined();
  });

  it('replaces a change given again under the same id (coalesced stepper clicks)', () => {
    const state = run(
      { type: 'loaded', cart: cart(line('l1', 'mug', 1)) },
      { type: 'optimistic', id: 7, change: { kind: 'quantity', lineId: 'l1', quantity: 2 } },
      { type: 'optimistic', id: 7, change: { kind: 'quantity', lineId: 'l1', quantity: 3 } },
    );
    expect(state.pending).toHaveLength(1);
    expect(state.view.lines[0]?.quantity).toBe(3);
    expect(reduceCart(state, { type: 'discarded', id: 7 }).view.lines[0]?.quantity).toBe(1);
  });

  it('marks the estimate stale when the cart changes, keeping the shipping choices', () => {
    const estimate = {
      cart: { ...cart(line('l1', 'mug', 1)), id: 'c1', api: 'v1' as const },
      subtotal: { amount: '10' },
      total: { amount: '15' },
      deliveryOptions: [{ code: 'std', title: 'Standard', price: { amount: '5' } }],
      violations: [],
    };
    const one = cart(line('l1', 'mug', 1));
    const state = run(
      { type: 'loaded', cart: one },
      { type: 'estimated', estimate, basis: one },
      { type: 'loaded', cart: cart(line('l1', 'mug', 2)) },
    );
    expect(state.estimate).toEqual({ status: 'idle', data: estimate });
  });

  it('keeps the estimate when the platform answers the same cart again, down to its dates', () => {
    const estimate = {
      cart: { ...cart(line('l1', 'mug', 1)), id: 'c1', api: 'v2' as const },
      subtotal: { amount: '10' },
      total: { amount: '15' },
      deliveryOptions: [],
      violations: [],
    };
    const at = (iso: string): CartView => ({ ...cart(line('l1', 'mug', 1)), updatedDate: new Date(iso) });
    const estimated = run(
      { type: 'loaded', cart: at('2026-11-24T01:00:00Z') },
      { type: 'estimated', estimate, basis: at('2026-11-24T01:00:00Z') },
    );
    // A re-read (another tab's ping, the live stream opening) with nothing new: the totals hold.
    const reread = reduceCart(estimated, { type: 'loaded', cart: at('2026-11-24T01:00:00Z') });
    expect(reread.estimate).toMatchObject({ status: 'ready', data: estimate });
    // The same lines changed since (a coupon's usage, a price reset to the same amount): estimate again.
    const touched = reduceCart(estimated, { type: 'loaded', cart: at('2026-11-24T01:00:05Z') });
    expect(touched.estimate).toEqual({ status: 'idle', data: estimate });
  });

  it('takes an estimate asked for a cart the platform has changed since as being updated, not as current', () => {
    const estimate = {
      cart: { ...cart(line('l1', 'mug', 1)), id: 'c1', api: 'v2' as const },
      subtotal: { amount: '10' },
      total: { amount: '10' },
      deliveryOptions: [],
      violations: [],
    };
    const one = cart(line('l1', 'mug', 1));
    const two = cart(line('l1', 'mug', 2));
    // Asked for one mug; the answer to a change to two came first.
    const state = run(
      { type: 'loaded', cart: one },
      { type: 'estimate-started', basis: one },
      { type: 'loaded', cart: two },
      { type: 'estimated', estimate, basis: one },
    );
    expect(state.estimate).toEqual({ status: 'idle', data: estimate });
    // Nor does a re-read of the cart it was asked for make it current again once the cart has moved on.
    expect(reduceCart(state, { type: 'loaded', cart: two }).estimate.status).toBe('idle');
  });

  it("gives a first optimistic line the product's currency, and never overrides the cart's own", () => {
    const empty = run({
      type: 'loaded',
      cart: { currency: '', lines: [], subtotal: { amount: '0.00' }, count: 0 },
    });
    const euro = reduceCart(empty, {
      type: 'optimistic',
      id: 1,
      change: { kind: 'add', line: line('pending-1', 'mug', 1), currency: 'EUR' },
    });
    expect(euro.view.currency).toBe('EUR');
    const dollars = run(
      { type: 'loaded', cart: cart(line('l1', 'tee', 1)) },
      {
        type: 'optimistic',
        id: 1,
        change: { kind: 'add', line: line('pending-1', 'mug', 1), currency: 'EUR' },
      },
    );
    expect(dollars.view.currency).toBe('USD');
  });

  it('keeps the objects of lines a new answer did not change, so only changed rows re-render', () => {
    const loaded = run({ type: 'loaded', cart: cart(line('l1', 'mug', 1), line('l2', 'tee', 1)) });
    const [mug, tee] = loaded.view.lines;
    const stepped = reduceCart(loaded, {
      type: 'optimistic',
      id: 1,
      change: { kind: 'quantity', lineId: 'l2', quantity: 2 },
    });
    expect(stepped.view.lines[0]).toBe(mug);
    expect(stepped.view.lines[1]).not.toBe(tee);
    // The platform's answer is all new objects: the unchanged line keeps its old one.
    const answered = reduceCart(stepped, {
      type: 'confirmed',
      id: 1,
      cart: cart(line('l1', 'mug', 1), line('l2', 'tee', 2)),
    });
    expect(answered.view.lines[0]).toBe(mug);
    expect(answered.view.lines[1]?.quantity).toBe(2);
    expect(answered.view.lines[1]?.pending).toBeUndefined();
    // An answer equal to what is shown keeps the very same list.
    const again = reduceCart(answered, {
      type: 'loaded',
      cart: cart(line('l1', 'mug', 1), line('l2', 'tee', 2)),
    });
    expect(again.view.lines).toBe(answered.view.lines);
  });

  it('keeps a notice of what the platform did differently until the next change', () => {
    const told = run(
      { type: 'loaded', cart: cart(line('l1', 'pin', 4)) },
      { type: 'noticed', notice: { text: 'Only 4 of pin can be bought right now.', lineId: 'l1' } },
    );
    expect(told.notice).toEqual({ text: 'Only 4 of pin can be bought right now.', lineId: 'l1' });
    expect(reduceCart(told, { type: 'loaded', cart: cart(line('l1', 'pin', 4)) }).notice).toBeDefined();
    const next = reduceCart(told, { type: 'optimistic', id: 2, change: { kind: 'remove', lineId: 'l1' } });
    expect(next.notice).toBeUndefined();
  });
});
