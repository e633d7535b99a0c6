import { type FormEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { checkDestination, isProblem } from '../cart/check-destination.ts';
import type { Destination } from '../cart/destination.ts';
import { COUNTRY_CODES, countryName, placeName, regionsOf } from '../cart/regions.ts';
import type { MessageKey } from '../i18n/index.ts';
import { useCart, useWidget } from './context.ts';

const PROBLEM_TEXT = {
  country: 'shipTo.invalid.country',
  region: 'shipTo.invalid.region',
  postalCode: 'shipTo.invalid.postalCode',
} as const satisfies Record<string, MessageKey>;

/** "New York, 10001" / "Deutschland, 10115": where the totals are for, in the shopper's language. */
export function describeDestination(locale: string, where: Destination): string {
  const place = placeName(locale, where.country, where.subdivision);
  return where.postalCode ? `${place}, ${where.postalCode}` : place;
}

/** The cart's own delivery address (given elsewhere) as a destination, when it names a country. */
export function useCartDestination(): Destination | undefined {
  const address = useCart((state) => state.estimate.data?.cart.deliveryAddress ?? state.view.deliveryAddress);
  return useMemo(() => {
    if (!address?.country) return undefined;
    const checked = checkDestination({
      country: address.country,
      subdivision: address.subdivision,
      postalCode: address.postalCode,
    });
    return isProblem(checked) ? { country: address.country } : checked;
  }, [address]);
}

const suggestedDestination = (country: string | undefined): Destination | undefined =>
  country ? { country } : undefined;

/**
 * The compact "Ship to" of the cart: where the order would go, with a button to change it; the form
 * (country, the region where the country needs one, postal code) opens in place, prefilled with the last
 * destination or the country of the shopper's locale. Nothing is sent until the shopper confirms.
 */
export function ShipTo() {
  const { estimator, locale, t } = useWidget();
  const saved = useStore(estimator.destination, (state) => state.destination);
  const fromCart = useCartDestination();
  const current = saved ?? fromCart;
  const [editing, setEditing] = useState(false);
  const summaryId = useId();
  // Closing the form puts focus back on the button that opened it, not on the page.
  const returnFocus = useRef(false);
  const focusIfReturning = useCallback((element: HTMLButtonElement | null) => {
    if (element && returnFocus.current) {
      returnFocus.current = false;
      element.focus();
    }
  }, []);

  if (!editing)
    return (
      <p className="ship-to" part="ship-to">
        {current ? (
          <span id={summaryId}>
            {t('shipTo.legend')}: <strong>{describeDestination(locale, current)}</strong>
          </span>
        ) : null}
        <button
          ref={focusIfReturning}
          type="button"
          className="link-button"
          // "Change" alone says little to a screen reader: it also hears what it changes.
          aria-describedby={current ? summaryId : undefined}
          onClick={() => setEditing(true)}
        >
          {current ? t('shipTo.change') : t('shipTo.add')}
        </button>
      </p>
    );

  return (
    <ShipToForm
      initial={current ?? suggestedDestination(estimator.destination.suggestedCountry())}
      onDone={(where) => {
        if (where) estimator.setDestination(where);
        returnFocus.current = true;
        setEditing(false);
      }}
    />
  );
}

function ShipToForm({
  initial,
  onDone,
}: {
  initial: Destination | undefined;
  onDone(destination: Destination | undefined): void;
}) {
  const { locale, t } = useWidget();
  const [country, setCountry] = useState(initial?.country ?? '');
  const [subdivision, setSubdivision] = useState(initial?.subdivision ?? '');
  const [postalCode, setPostalCode] = useState(initial?.postalCode ?? '');
  const [problem, setProblem] = useState<{ field: string; text: string }>();
  const ids = { country: useId(), subdivision: useId(), postalCode: useId(), error: useId() };
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: countryName(locale, code) })).sort((a, b) =>
        a.name.localeCompare(b.name, locale),
      ),
    [locale],
  );
  const regions = regionsOf(country);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDestination({ country, subdivision, postalCode });
    if (isProblem(checked)) {
      setProblem({ field: checked.field, text: t(PROBLEM_TEXT[checked.reason]) });
      return;
    }
    setProblem(undefined);
    onDone(checked);
  };
  const invalid = (field: string) =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {};

  return (
    <form className="ship-to-form" onSubmit={submit} noValidate part="ship-to">
      <fieldset>
        <legend>{t('shipTo.legend')}</legend>
        <div className="ship-to-fields">
          <SelectField
            id={ids.country}
            label={t('shipTo.country')}
            value={country}
            autoComplete="shipping country"
            choices={countries}
            autoFocus
            onChange={(value) => {
              setCountry(value);
              setSubdivision('');
            }}
            {...invalid('country')}
          />
          {regions && (
            <SelectField
              id={ids.subdivision}
              label={t('shipTo.region')}
              value={subdivision}
              autoComplete="shipping address-level1"
              choices={regions}
              onChange={setSubdivision}
              {...invalid('subdivision')}
            />
          )}
          <div className="field">
            <label htmlFor={ids.postalCode}>{t('shipTo.postalCode')}</label>
            <input
              id={ids.postalCode}
              value={postalCode}
              autoComplete="shipping postal-code"
              maxLength={12}
              onChange={(event) => setPostalCode(event.target.value)}
              {...invalid('postalCode')}
            />
          </div>
          <div className="ship-to-actions">
            <button type="submit" className="button secondary">
              {t('shipTo.save')}
            </button>
            <button type="button" className="link-button" onClick={() => onDone(undefined)}>
              {t('shipTo.cancel')}
            </button>
          </div>
        </div>
        {problem && (
          <p id={ids.error} className="error-text" role="alert">
            {problem.text}
          </p>
        )}
      </fieldset>
    </form>
  );
}

/** A labelled list of places ("Choose…" first), with the field rules of the widget's other forms. */
function SelectField({
  id,
  label,
  choices,
  autoFocus,
  onChange,
  ...rest
}: {
  id: string;
  label: string;
  value: string;
  autoComplete: string;
  choices: readonly { code: string; name: string }[];
  autoFocus?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onChange(value: string): void;
}) {
  const { t } = useWidget();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        // biome-ignore lint/a11y/noAutofocus: the form opens where the shopper asked for it
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      >
        <option value="">{t('shipTo.choose')}</option>
        {choices.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  );
}
