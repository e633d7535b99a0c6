// Where the shopper's order would go, for the estimate's shipping and tax: a country, a region where the
// country needs one, a postal code. Prefilled (never sent) from the shopper's locale; sent only once the
// shopper confirms it, then remembered in this browser (localStorage, per site) with the shipping option
// chosen for it, so a reload estimates the same totals. The platform assumes no destination: without one
// the cart says shipping and tax are calculated at checkout (docs/widget.md, "Ship to").
import { toJson } from '../../src/http/json.ts';
import type { Address } from '../../src/index.ts';
import { createReducerStore, type ReadableStore } from '../reducer-store.ts';

export interface Destination {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** ISO 3166-2 (`US-NY`), where the country needs one (regions.ts). */
  subdivision?: string;
  postalCode?: string;
}

export interface ShippingChoice {
  code: string;
  carrierId?: string;
}

export interface DestinationState {
  /** The confirmed destination; undefined until the shopper gives one. */
  destination?: Destination;
  /** The shipping option chosen for it (from the estimate's list). */
  shipping?: ShippingChoice;
}

type DestinationAction =
  | { type: 'destination-set'; destination: Destination }
  | { type: 'shipping-chosen'; shipping: ShippingChoice }
  | { type: 'shipping-forgotten' };

export interface DestinationStore extends ReadableStore<DestinationState> {
  /** Confirms a destination (checked by check-destination.ts); a new country drops the shipping choice. */
  set(destination: Destination): void;
  choose(shipping: ShippingChoice): void;
  /** The platform no longer offers the chosen option for the destination: its own default applies again. */
  forgetShipping(): void;
  /**
   * The country to prefill the form with (the locale's region), never sent until confirmed. Worked out
   * when first asked: a page's first `Intl.Locale` loads the browser's locale data, 20 to 45 ms at a 4x
   * CPU slowdown, which the widget's mount (one task, design.md §4: at most 50 ms) cannot afford.
   */
  suggestedCountry(): string | undefined;
}

export const destinationKey = (clientId: string): string => `dropcart:${clientId}:ship-to`;

/** The destination as the platform's REST address (`country`, `subdivision`, `postalCode`). */
export function addressOf(destination: Destination): Address {
  return { ...destination };
}

/**
 * The country to suggest: the region a locale names (`de-AT`, the widget's locale option, then the
 * browser's languages), else the likely one for the language (`de` → DE), else none.
 */
export function suggestCountry(locale: string, languages: readonly string[] = []): string | undefined {
  const regionOf = (tag: string, maximize: boolean): string | undefined => {
    try {
      const parsed = new Intl.Locale(tag);
      const region = maximize ? parsed.maximize().region : parsed.region;
      return region && /^[A-Z]{2}$/.test(region) ? region : undefined;
    } catch {
      return undefined; // not a language tag
    }
  };
  for (const tag of [locale, ...languages]) {
    const region = regionOf(tag, false);
    if (region) return region;
  }
  return regionOf(locale, true);
}

function readStored(storage: Storage | undefined, key: string): DestinationState {
  try {
    const raw = storage?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (!parsed || typeof parsed !== 'object') return {};
    const { destination, shipping } = parsed as Record<string, unknown>;
    const state: DestinationState = {};
    if (destination && typeof destination === 'object') {
      // Written by this widget after checkDestination; only its shape is checked again here, so that the
      // first load does not carry the region lists (check-destination.ts loads with the cart's UI).
      const { country, subdivision, postalCode } = destination as Record<string, unknown>;
      const text = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 16;
      if (typeof country === 'string' && /^[A-Z]{2}$/.test(country))
        state.destination = {
          country,
          ...(text(subdivision) ? { subdivision: subdivision as string } : {}),
          ...(text(postalCode) ? { postalCode: postalCode as string } : {}),
        };
    }
    if (shipping && typeof shipping === 'object') {
      const { code, carrierId } = shipping as Record<string, unknown>;
      if (typeof code === 'string' && code)
        state.shipping = typeof carrierId === 'string' ? { code, carrierId } : { code };
    }
    return state;
  } catch {
    return {}; // a damaged or blocked entry is as good as none
  }
}

function reduce(state: DestinationState, action: DestinationAction): DestinationState {
  switch (action.type) {
    case 'destination-set': {
      const { shipping: _dropped, ...rest } = state;
      // A shipping option is chosen for a country; another country has other options.
      const keep = state.destination?.country === action.destination.country ? state.shipping : undefined;
      return { ...rest, destination: action.destination, ...(keep ? { shipping: keep } : {}) };
    }
    case 'shipping-chosen':
      return { ...state, shipping: action.shipping };
    case 'shipping-forgotten': {
      const { shipping: _forgotten, ...rest } = state;
      return rest;
    }
  }
}

export function createDestinationStore(
  storage: Storage | undefined,
  clientId: string,
  suggest: () => string | undefined,
): DestinationStore {
  const key = destinationKey(clientId);
  const store = createReducerStore(reduce, readStored(storage, key));
  let suggested: { country: string | undefined } | undefined;
  const save = () => {
    const { destination, shipping } = store.getState();
    try {
      storage?.setItem(key, toJson({ destination, shipping }));
    } catch {
      // Storage full or blocked: the destination lasts for this page only.
    }
  };
  return {
    getState: store.getState,
    getInitialState: store.getInitialState,
    subscribe: store.subscribe,
    set(destination) {
      store.dispatch({ type: 'destination-set', destination });
      save();
    },
    choose(shipping) {
      store.dispatch({ type: 'shipping-chosen', shipping });
      save();
    },
    forgetShipping() {
      store.dispatch({ type: 'shipping-forgotten' });
      save();
    },
    suggestedCountry() {
      suggested ??= { country: suggest() };
      return suggested.country;
    },
  };
}
