// Where the shopper's order would go, for the estimate's shipping and tax: a country, a region where the
// country needs one, a postal code. Prefilled (never sent) from the shopper's locale; sent only once the
// shopper confirms it, then remembered in this browser (localStorage, per site) with the shipping option
// chosen for it, so a reload estimates the same totals. The platform assumes no destination: without one
// the cart says shipping and tax are calculated at checkout (docs/widget.md, "Ship to").
import { toJson } from '../../src/http/json.ts';
import type { Address } from '../../src/index.ts';
import { createReducerStore, type ReadableStore } from '../reducer-store.ts';
import { regionsOf } from './regions.ts';

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
  /** The country to prefill the form with: the locale's region, never sent until confirmed. */
  suggestedCountry?: string;
}

type DestinationAction =
  | { type: 'destination-set'; destination: Destination }
  | { type: 'shipping-chosen'; shipping: ShippingChoice };

export interface DestinationStore extends ReadableStore<DestinationState> {
  /** Confirms a destination (already checked with `checkDestination`); a new country drops the shipping choice. */
  set(destination: Destination): void;
  choose(shipping: ShippingChoice): void;
}

/** Why a destination cannot be used: the field to fix and the reason's text key. */
export type DestinationProblem =
  | { field: 'country'; reason: 'country' }
  | { field: 'subdivision'; reason: 'region' }
  | { field: 'postalCode'; reason: 'postalCode' };

export const destinationKey = (clientId: string): string => `dropcart:${clientId}:ship-to`;

/** Postal codes the widget can check without asking anyone; elsewhere any short code of letters and digits. */
const POSTAL_PATTERNS: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  FR: /^\d{5}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
};
const ANY_POSTAL = /^[A-Z0-9][A-Z0-9 -]{0,11}$/i;

/** The destination as the shopper typed it, trimmed; or the first problem with it, for that field. */
export function checkDestination(input: {
  country: string;
  subdivision?: string | undefined;
  postalCode?: string | undefined;
}): Destination | DestinationProblem {
  const country = input.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return { field: 'country', reason: 'country' };
  const regions = regionsOf(country);
  const subdivision = input.subdivision?.trim() ?? '';
  if (regions && !regions.some((r) => r.code === subdivision))
    return { field: 'subdivision', reason: 'region' };
  const postalCode = input.postalCode?.trim().replace(/\s+/g, ' ') ?? '';
  if (postalCode && !(POSTAL_PATTERNS[country] ?? ANY_POSTAL).test(postalCode))
    return { field: 'postalCode', reason: 'postalCode' };
  return {
    country,
    ...(regions ? { subdivision } : {}),
    ...(postalCode ? { postalCode: postalCode.toUpperCase() } : {}),
  };
}

export const isProblem = (checked: Destination | DestinationProblem): checked is DestinationProblem =>
  'reason' in checked;

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

function readStored(storage: Storage | undefined, key: string): Omit<DestinationState, 'suggestedCountry'> {
  try {
    const raw = storage?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (!parsed || typeof parsed !== 'object') return {};
    const { destination, shipping } = parsed as Record<string, unknown>;
    const state: Omit<DestinationState, 'suggestedCountry'> = {};
    if (destination && typeof destination === 'object') {
      const { country, subdivision, postalCode } = destination as Record<string, unknown>;
      const checked =
        typeof country === 'string'
          ? checkDestination({
              country,
              subdivision: typeof subdivision === 'string' ? subdivision : undefined,
              postalCode: typeof postalCode === 'string' ? postalCode : undefined,
            })
          : undefined;
      if (checked && !isProblem(checked)) state.destination = checked;
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
  }
}

export function createDestinationStore(
  storage: Storage | undefined,
  clientId: string,
  suggestedCountry: string | undefined,
): DestinationStore {
  const key = destinationKey(clientId);
  const store = createReducerStore(reduce, {
    ...readStored(storage, key),
    ...(suggestedCountry ? { suggestedCountry } : {}),
  });
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
  };
}
