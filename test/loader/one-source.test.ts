// The loader is a classic script that imports nothing (design.md §2), so the few names it shares with the
// widget are written in both. Here they are held to one source: the widget's API (`DropcartApi`) and its
// click listener's selector.
import { describe, expect, it } from 'vitest';
import { API_METHODS, ACTION_SELECTOR as LOADER_SELECTOR } from '../../loader/boot.ts';
import type { DropcartApi } from '../../widget/api.ts';
import { ACTION_SELECTOR as WIDGET_SELECTOR } from '../../widget/host/clicks.ts';
import { REQUEST_TYPES } from '../../widget/host/messages/envelope.ts';

/**
 * Every public method of `DropcartApi`, checked by the typechecker: a method added to the API and missing
 * here, or one here the API lacks, fails `tsc`. `activate` is the loader's hand-over, not a stub of its own.
 */
const PUBLIC_METHODS = {
  add: true,
  setQuantity: true,
  remove: true,
  applyCoupon: true,
  removeCoupon: true,
  open: true,
  close: true,
  getCart: true,
  getSession: true,
  login: true,
  logout: true,
  checkout: true,
  on: true,
  off: true,
  destroy: true,
  doctor: true,
} satisfies Record<Exclude<keyof DropcartApi, 'activate'>, true>;

/**
 * What a frame cannot do through postMessage: listeners are `subscribe` messages, a frame destroys nothing,
 * and the setup doctor is the owner's, in the page's own console.
 */
const NOT_FOR_FRAMES = ['on', 'off', 'destroy', 'doctor'];

describe('one source for what the loader and the widget share', () => {
  it('the loader stubs exactly the API’s public methods', () => {
    expect([...API_METHODS].sort()).toEqual(Object.keys(PUBLIC_METHODS).sort());
  });

  it('a frame may call every public method but the listeners and destroy', () => {
    expect([...REQUEST_TYPES].sort()).toEqual(
      Object.keys(PUBLIC_METHODS)
        .filter((method) => !NOT_FOR_FRAMES.includes(method))
        .sort(),
    );
  });

  it('the loader captures early clicks on exactly the elements the widget’s listener takes', () => {
    expect(LOADER_SELECTOR).toBe(WIDGET_SELECTOR);
  });
});
