// The one list of the UI's parts loaded on demand, each with its own chunk (and stylesheet). No React
// here: the UI loader (../ui-loader.ts) fetches the first ones alongside the UI module at boot's request,
// and render.ts makes each renderable without suspending once it has arrived.
import type { TextPart } from '../i18n/index.ts';
import type { UiState } from '../ui-store.ts';

export const LAZY_PARTS = {
  /** The slide-out cart, with its header, lines, coupon, totals and checkout button. */
  CartDrawer: () => import('./CartDrawer.tsx'),
  /** The sign-in panel in a dialog of its own, when the drawer is closed. */
  StandaloneSignIn: () => import('./StandaloneSignIn.tsx'),
  /** The popover asking for a product's missing options, next to its buy button. */
  OptionsPopover: () => import('./options/OptionsPopover.tsx'),
  /** Inside the drawer or the standalone dialog: the sign-in forms. */
  SignInPanel: () => import('./signin/SignInPanel.tsx'),
  /** Inside the drawer's header, once signed in. */
  MemberMenu: () => import('./member/MemberMenu.tsx'),
  /** Inside the drawer's totals, when the shopper changes where the order would go. */
  ShipToForm: () => import('./ShipToForm.tsx'),
  /** Inside the options popover, for a Catalog V3 description (rich content). */
  RichText: () => import('./rich-text/index.ts').then((m) => ({ default: m.RichText })),
};

export type PartName = keyof typeof LAZY_PARTS;

/** The parts the UI's shell renders (the others render inside them); each waits for the UI's texts. */
export type SurfaceName = 'CartDrawer' | 'StandaloneSignIn' | 'OptionsPopover';

/**
 * What a shopper uses right after the first click: fetched alongside the UI module, not after it. Not the
 * options popover, whose floating-ui makes it nearly a fifth of the UI's code: most adds open the cart, so
 * the popover is fetched when a product asks for its options or its button is about to be clicked
 * (`surfacesShown`, ../ui-loader.ts, ../host/clicks.ts).
 */
export const ALONGSIDE_UI: readonly SurfaceName[] = ['CartDrawer'];

/**
 * The texts a surface draws beyond the drawer's (widget/i18n, `loadUi(part)`), fetched with its code at
 * the same moment; the nested parts name theirs in render.ts. A first cart fetches none of them.
 */
export const SURFACE_TEXTS: Partial<Record<SurfaceName, TextPart>> = {
  StandaloneSignIn: 'signin',
  OptionsPopover: 'options',
};

/** The surfaces the shell shows in this state of the UI (App.tsx), each needing its part's code. */
export function surfacesShown(state: UiState): SurfaceName[] {
  const shown: SurfaceName[] = [];
  if (state.drawerOpen) shown.push('CartDrawer');
  else if (state.signInOpen) shown.push('StandaloneSignIn');
  if (state.options) shown.push('OptionsPopover');
  return shown;
}
