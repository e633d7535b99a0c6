import { Suspense, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useWidget } from './context.ts';
import css from './StandaloneSignIn.css?inline';
import { useModal } from './use-modal.ts';
import { useTopLayer } from './use-top-layer.ts';
import { useUiStyles } from './use-ui-styles.ts';

/** The sign-in panel on its own (`data-dropcart-login`, `Dropcart.login()`), when the drawer is closed. */
export default function StandaloneSignIn() {
  useUiStyles();
  const { ui, t, parts, adoptStyles } = useWidget();
  // After ui.css (its dialog's header refined), before the dialog paints.
  useLayoutEffect(() => adoptStyles(css), [adoptStyles]);
  const { SignInPanel } = parts;
  const layer = useTopLayer();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The panel's own title for its view ("Create an account"), else "Sign in".
  const [title, setTitle] = useState<string>();
  const close = useCallback(() => ui.closeSignIn(), [ui]);
  useModal(ref, close);
  return (
    <div ref={layer} className="layer" popover="manual">
      <div className="backdrop" part="backdrop" onClick={close} aria-hidden="true" />
      <div
        ref={ref}
        className="standalone"
        part="sign-in"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="drawer-header">
          <h2 id={titleId}>{title ?? t('signin.title')}</h2>
          <button type="button" className="icon-button" aria-label={t('signin.close')} onClick={close}>
            ×
          </button>
        </div>
        <Suspense fallback={<p className="muted">{t('signin.working')}</p>}>
          <SignInPanel onClose={close} onTitle={setTitle} />
        </Suspense>
      </div>
    </div>
  );
}
