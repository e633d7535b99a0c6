// The signed-in member's menu: a floating-ui popover (click to open, dismiss on Escape or outside press,
// menu role) rendered into our shadow root, with the account sections the store has and sign-out.
import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useLayoutEffect, useState } from 'react';
import { reasonOf } from '../../errors.ts';
import { useSession, useWidget } from '../context.ts';
import popoverCss from '../popover.css?inline';
import { useFloatingInTopLayer } from '../use-top-layer.ts';
import css from './MemberMenu.css?inline';

export default function MemberMenu() {
  const { session, notify, t, container, accountSections, adoptStyles } = useWidget();
  // As the drawer's header shows the member's button, so the menu's first frame is styled.
  useLayoutEffect(() => {
    adoptStyles(popoverCss);
    adoptStyles(css);
  }, [adoptStyles]);
  const name = useSession((state) => state.name) || t('member.guest');
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    // In the top layer (above the drawer it opens from), placed against the viewport.
    strategy: 'fixed',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
  ]);
  const floatingRef = useFloatingInTopLayer(refs.setFloating);
  const go = (work: () => Promise<void>) => () => {
    setOpen(false);
    void work().catch((error: unknown) => notify.toast(reasonOf(error, t), 'error'));
  };
  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        className="button secondary"
        aria-label={t('member.menu', { name })}
        part="member-button"
        {...getReferenceProps()}
      >
        {name}
      </button>
      {open && (
        <FloatingPortal root={container}>
          <FloatingFocusManager context={context} modal={false}>
            <div
              ref={floatingRef}
              className="popover menu"
              part="member-menu"
              popover="manual"
              style={floatingStyles}
              {...getFloatingProps()}
            >
              {/* Only the sections the store has (options.ts `accountSections`). */}
              {accountSections.map((section) => (
                <button
                  key={section}
                  type="button"
                  role="menuitem"
                  onClick={go(() => session.openAccount(section))}
                >
                  {t(`member.${section}`)}
                </button>
              ))}
              <button type="button" role="menuitem" onClick={go(() => session.logout())}>
                {t('member.signOut')}
              </button>
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
