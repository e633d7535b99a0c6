// The ship-to form (country, the region where the country needs one, postal code), opened in place by the
// cart's "Ship to" (ShipTo.tsx): a part of its own (parts.ts), since a first cart draws only the summary.
import { type FormEvent, useId, useMemo, useState } from 'react';
import { checkDestination, isProblem } from '../cart/check-destination.ts';
import { COUNTRY_CODES } from '../cart/countries.ts';
import { countryName, regionsOf } from '../cart/regions.ts';
import type { MessageKey } from '../i18n/index.ts';
import { type ShipToFormProps, useWidget } from './context.ts';
import { useFormStyles } from './forms.ts';

const PROBLEM_TEXT = {
  country: 'shipTo.invalid.country',
  region: 'shipTo.invalid.region',
  postalCode: 'shipTo.invalid.postalCode',
} as const satisfies Record<string, MessageKey>;

export default function ShipToForm({ initial, onDone }: ShipToFormProps) {
  useFormStyles();
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
