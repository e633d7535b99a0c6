import { type ComponentType, lazy } from 'react';
import type { OptionsRequest } from '../ui-store.ts';

// Everything visible loads on demand, so the first load is the stores, the host bridge and React.
// Parts nested in the drawer or a dialog load after it (their texts are in by then).
export const SignInPanel = lazy(() => import('./signin/SignInPanel.tsx'));
export const MemberMenu = lazy(() => import('./member/MemberMenu.tsx'));

export interface LazyParts {
  CartDrawer: ComponentType;
  StandaloneSignIn: ComponentType;
  OptionsPopover: ComponentType<{ request: OptionsRequest }>;
  /** Fetches the drawer and its texts ahead of need (on idle). */
  preload(): void;
}

/** Per instance, because each waits for its instance's texts before it renders. */
export function createLazyParts(loadTexts: () => Promise<void>): LazyParts {
  const drawer = () => Promise.all([import('./CartDrawer.tsx'), loadTexts()]).then(([module]) => module);
  return {
    CartDrawer: lazy(drawer),
    StandaloneSignIn: lazy(() =>
      Promise.all([import('./StandaloneSignIn.tsx'), loadTexts()]).then(([module]) => module),
    ),
    OptionsPopover: lazy(() =>
      Promise.all([import('./options/OptionsPopover.tsx'), loadTexts()]).then(([module]) => module),
    ),
    preload: () => void drawer().catch(() => undefined),
  };
}
