// Where the UI's on-demand parts live, with no React of its own: ui-on-demand.ts fetches the drawer and
// the options popover alongside the UI module, instead of one round trip after it.
export const loadCartDrawer = () => import('./CartDrawer.tsx');
export const loadStandaloneSignIn = () => import('./StandaloneSignIn.tsx');
export const loadOptionsPopover = () => import('./options/OptionsPopover.tsx');
