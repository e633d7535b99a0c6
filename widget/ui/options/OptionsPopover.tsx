// Asks for a product's missing options next to the buy button that was clicked: a floating-ui popover
// positioned against the host page's button, rendered inside our shadow root. It reads the one product
// summary (Catalog V1 or V3): choices by name, colour swatches from their colour code, the variants'
// stock and price, V3 choice modifiers (a mandatory one must be chosen; an added price shows beside its
// choice and in the price), and the description (V1 HTML, V3 rich content).
//
// It stays inside the viewport: beside the button on the side with room for every option (placement.ts),
// shifted along it, no taller than that side (`size`); its header and its Add button stay put, the options
// come first and the description after them is what scrolls. On a phone-sized screen it is a bottom sheet over a dimmed page instead, its
// action at the bottom of the screen.

import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import {
  type FormEvent,
  type PointerEvent,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useState,
} from 'react';
import { ownValue, setOwn } from '../../../src/http/values.ts';
import { reasonOf } from '../../errors.ts';
import { formatMoney, type Money } from '../../money.ts';
import type { ProductSummary } from '../../products.ts';
import { chosenModifiers, selectionOf, withModifiers } from '../../selection.ts';
import type { OptionsRequest } from '../../ui-store.ts';
import { useWidget } from '../context.ts';
import popoverCss from '../popover.css?inline';
import { useFloatingInTopLayer } from '../use-top-layer.ts';
import { useUiStyles } from '../use-ui-styles.ts';
import choicesCss from './choices.css?inline';
import { chosenVariant } from './choices.ts';
import css from './OptionsPopover.css?inline';
import { offeredChoices, ProductChoices } from './ProductChoices.tsx';
import { besideTheButton } from './placement.ts';
import { RichDescription } from './RichDescription.tsx';
import { useNarrowScreen } from './use-narrow-screen.ts';

function Description({ summary }: { summary: ProductSummary }) {
  const { parts, mediaBase, t } = useWidget();
  const description = summary.description;
  if (!description) return null;
  if ('html' in description) return <RichDescription html={description.html} />;
  const { RichText } = parts;
  return (
    <div className="description muted">
      <Suspense fallback={null}>
        <RichText
          content={description.richContent}
          mediaBase={mediaBase}
          spoilerLabel={t('options.revealSpoiler')}
        />
      </Suspense>
    </div>
  );
}

export default function OptionsPopover({ request }: { request: OptionsRequest }) {
  useUiStyles();
  const { t, ui, products, container, locale, cart, adoptStyles } = useWidget();
  // In this order, after ui.css: each sheet refines the one before it (.options-popover the .popover).
  useLayoutEffect(() => {
    adoptStyles(popoverCss);
    adoptStyles(css);
    adoptStyles(choicesCss);
  }, [adoptStyles]);
  const titleId = useId();
  const [summary, setSummary] = useState<ProductSummary | undefined>(products.peek(request.productId));
  const [chosen, setChosen] = useState<Record<string, string>>(request.preset);
  const [error, setError] = useState('');
  const sheet = useNarrowScreen(container);

  const close = () => {
    ui.closeOptions();
    if (request.anchor.isConnected) (request.anchor as HTMLElement).focus?.();
  };
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => !open && close(),
    placement: 'bottom-start',
    // In the top layer, placed against the viewport: a host's transformed ancestor moves nothing.
    strategy: 'fixed',
    middleware: sheet ? [] : besideTheButton,
    whileElementsMounted: autoUpdate,
  });
  // The sheet's dimmed backdrop is the popover's own ::backdrop: a press there reaches the popover
  // itself, outside its box, which floating-ui's outside-press dismissal cannot tell from a press inside.
  const onBackdrop = (event: PointerEvent<HTMLDivElement>) => {
    if (!sheet || event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (event.clientY < box.top || event.clientX < box.left || event.clientX > box.right) close();
  };
  const { getFloatingProps } = useInteractions([useDismiss(context), useRole(context, { role: 'dialog' })]);
  const floatingRef = useFloatingInTopLayer(refs.setFloating);

  useEffect(() => refs.setPositionReference(request.anchor), [refs, request.anchor]);
  // A Catalog V3 query carries no variants (nor the description): the product itself has them.
  const complete = summary?.variants !== undefined;
  useEffect(() => {
    if (!complete)
      products.withVariants(request.productId).then(setSummary, (e: unknown) => setError(reasonOf(e, t)));
  }, [complete, products, request.productId, t]);

  const ready = summary && complete ? summary : undefined;
  const { options: productOptions, modifiers } = offeredChoices(ready);
  // The page's preset and the shopper's choices name options and modifiers alike (selection.ts).
  const { choices: optionChoices = {}, modifiers: modifierChoices } = selectionOf(ready, chosen);
  const picked = chosenModifiers(ready, modifierChoices);
  // Option names are the catalog's: `constructor` must not find Object.prototype's.
  const allChosen = productOptions.every((option) => ownValue(chosen, option.name));
  const variant = ready && allChosen ? chosenVariant(ready, optionChoices) : undefined;
  const soldOut = ready && allChosen ? !(variant?.visible && variant.inStock) : false;
  const base = variant?.price ?? summary?.price;
  const price = base && withModifiers(base, picked);
  const money = (amount: Money) => formatMoney(amount, summary?.currency ?? '', locale);
  const priceText = price ? money(price) : '';
  /** A choice replaces the group's earlier one, whether the preset named the modifier by name or by key. */
  const choose = (name: string, value: string, key?: string) => {
    setError('');
    const next = { ...chosen };
    if (key !== undefined) delete next[key];
    setOwn(next, name, value);
    setChosen(next);
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const missingOption = productOptions.find((option) => !ownValue(chosen, option.name));
    const missingModifier = modifiers.find((m) => m.mandatory && !picked.some((p) => p.modifier === m));
    const missing = missingOption ?? missingModifier;
    if (missing) {
      // The group that asks is brought into view with focus on its first choice: the shopper answers there.
      const group = missingOption
        ? `dropcart-option-${missingOption.id}`
        : `dropcart-modifier-${missingModifier?.key}`;
      const radios = (event.currentTarget as HTMLFormElement).elements.namedItem(group);
      const first = radios instanceof RadioNodeList ? [...radios] : radios ? [radios] : [];
      const choice = first.find((radio) => !(radio as HTMLInputElement).disabled) as HTMLElement | undefined;
      choice?.closest('fieldset')?.scrollIntoView?.({ block: 'nearest' });
      choice?.focus({ preventScroll: true });
      return setError(t('options.chooseAll', { option: missing.name }));
    }
    const addRequest: Parameters<typeof cart.add>[0] = {
      productId: request.productId,
      options: chosen,
      quantity: request.quantity,
      byShopper: true,
    };
    if (request.openOnAdd !== undefined) addRequest.openOnAdd = request.openOnAdd;
    close();
    void cart.add(addRequest).catch(() => undefined);
  };

  return (
    <FloatingPortal root={container}>
      <FloatingFocusManager context={context} initialFocus={0}>
        <div
          ref={floatingRef}
          className={sheet ? 'popover options-popover sheet' : 'popover options-popover'}
          part="options-popover"
          popover="manual"
          style={sheet ? undefined : floatingStyles}
          role="dialog"
          aria-labelledby={titleId}
          {...getFloatingProps({ onPointerDown: onBackdrop })}
        >
          <form className="options-form" onSubmit={add}>
            <div className="options-head">
              <h2 id={titleId}>{summary?.name ?? t('options.title')}</h2>
              <button type="button" className="icon-button" aria-label={t('options.close')} onClick={close}>
                ×
              </button>
            </div>
            <div className="options-body">
              {!ready && !error && <p className="muted">{t('options.loading')}</p>}
              {ready && (
                <ProductChoices product={ready} chosen={chosen} onChoose={choose} money={money} t={t} />
              )}
              {ready && <Description summary={ready} />}
            </div>
            <div className="options-foot">
              {priceText && <p aria-live="polite">{priceText}</p>}
              {error && (
                <p className="error-text" role="alert">
                  {error}
                </p>
              )}
              <button type="submit" className="button wide" disabled={!ready || soldOut}>
                {soldOut
                  ? t('options.soldOut')
                  : variant?.availability === 'PREORDER'
                    ? t('options.preorder')
                    : t('options.add')}
              </button>
            </div>
          </form>
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
