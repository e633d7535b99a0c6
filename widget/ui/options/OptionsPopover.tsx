// Asks for a product's missing options next to the buy button that was clicked: a floating-ui popover
// positioned against the host page's button, rendered inside our shadow root.
import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { ProductOptionsAvailability } from '../../../src/index.ts';
import { reasonOf } from '../../errors.ts';
import { formatMoney } from '../../money.ts';
import type { ProductSummary } from '../../products.ts';
import type { OptionsRequest } from '../../ui-store.ts';
import { useWidget } from '../context.ts';
import { useUiStyles } from '../use-ui-styles.ts';
import { choiceInStock, choiceLabel } from './choices.ts';
import { RichDescription } from './RichDescription.tsx';

export default function OptionsPopover({ request }: { request: OptionsRequest }) {
  useUiStyles();
  const { t, ui, products, client, container, locale, cart } = useWidget();
  const titleId = useId();
  const [summary, setSummary] = useState<ProductSummary | undefined>(products.peek(request.productId));
  const [chosen, setChosen] = useState<Record<string, string>>(request.preset);
  const [availability, setAvailability] = useState<ProductOptionsAvailability | undefined>();
  const [error, setError] = useState('');

  const close = () => {
    ui.dispatch({ type: 'options-closed' });
    if (request.anchor.isConnected) (request.anchor as HTMLElement).focus?.();
  };
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => !open && close(),
    placement: 'bottom-start',
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps } = useInteractions([useDismiss(context), useRole(context, { role: 'dialog' })]);

  useEffect(() => refs.setPositionReference(request.anchor), [refs, request.anchor]);
  useEffect(() => {
    if (!summary) products.get(request.productId).then(setSummary, (e: unknown) => setError(reasonOf(e, t)));
  }, [summary, products, request.productId, t]);

  const productOptions = (summary?.product.productOptions ?? []).filter(
    (option) => option.choices.length > 0,
  );
  const complete = productOptions.length > 0 && productOptions.every((option) => chosen[option.name]);
  const key = JSON.stringify(chosen);
  useEffect(() => {
    if (!complete) return setAvailability(undefined);
    const controller = new AbortController();
    client.catalog
      .productOptionsAvailability(request.productId, JSON.parse(key), controller.signal)
      .then(setAvailability, (e: unknown) => !controller.signal.aborted && setError(reasonOf(e, t)));
    return () => controller.abort();
  }, [complete, key, client, request.productId, t]);

  const variant = availability?.selectedVariant;
  const soldOut = availability
    ? availability.availableForPurchase === false || variant?.inStock === false
    : false;
  const price =
    variant?.price?.formatted?.discountedPrice ??
    variant?.price?.formatted?.price ??
    (variant?.price?.price !== undefined
      ? formatMoney(
          { amount: String(variant.price.discountedPrice ?? variant.price.price) },
          variant.price.currency ?? '',
          locale,
        )
      : summary?.price.formatted);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const missing = productOptions.find((option) => !chosen[option.name]);
    if (missing) return setError(t('options.chooseAll', { option: missing.name }));
    const addRequest: Parameters<typeof cart.add>[0] = {
      productId: request.productId,
      options: chosen,
      quantity: request.quantity,
    };
    if (request.openOnAdd !== undefined) addRequest.openOnAdd = request.openOnAdd;
    close();
    void cart.add(addRequest).catch(() => undefined);
  };

  return (
    <FloatingPortal root={container}>
      <FloatingFocusManager context={context} initialFocus={0}>
        <div
          ref={refs.setFloating}
          className="popover"
          part="options-popover"
          style={floatingStyles}
          role="dialog"
          aria-labelledby={titleId}
          {...getFloatingProps()}
        >
          <form className="panel" onSubmit={add}>
            <div className="drawer-header" style={{ padding: 0, border: 0 }}>
              <h2 id={titleId}>{summary?.name ?? t('options.title')}</h2>
              <button type="button" className="icon-button" aria-label={t('options.close')} onClick={close}>
                ×
              </button>
            </div>
            {!summary && !error && <p className="muted">{t('options.loading')}</p>}
            {summary && <RichDescription html={summary.product.description ?? ''} />}
            {productOptions.map((option) => (
              <fieldset key={option.name} className="shipping">
                <legend>{option.name}</legend>
                {option.choices
                  .filter((choice) => choice.visible !== false)
                  .map((choice) => {
                    const inStock = summary
                      ? choiceInStock(summary.product, option.name, choice.value, chosen)
                      : true;
                    const { label, swatch } = choiceLabel(choice);
                    return (
                      <label key={choice.value} className="radio">
                        <input
                          type="radio"
                          name={`dropcart-option-${option.name}`}
                          value={choice.value}
                          checked={chosen[option.name] === choice.value}
                          disabled={!inStock}
                          onChange={() => {
                            setError('');
                            setChosen({ ...chosen, [option.name]: choice.value });
                          }}
                        />
                        {swatch && (
                          <span className="swatch" style={{ background: swatch }} aria-hidden="true" />
                        )}
                        <span>{inStock ? label : t('options.unavailable', { choice: label })}</span>
                      </label>
                    );
                  })}
              </fieldset>
            ))}
            {price && <p aria-live="polite">{price}</p>}
            {error && (
              <p className="error-text" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="button wide" disabled={!summary || soldOut}>
              {soldOut ? t('options.soldOut') : t('options.add')}
            </button>
          </form>
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
