import { type ComponentType, createElement, lazy, useState } from 'react';
import type { OptionsRequest } from '../ui-store.ts';
import { loadCartDrawer, loadOptionsPopover, loadStandaloneSignIn } from './part-modules.ts';

// Every visible part loads on demand, after the UI module (React and the shell) it renders in. Parts
// nested in the drawer or a dialog load after it (their texts are in by then).
export const SignInPanel = lazy(() => import('./signin/SignInPanel.tsx'));
export const MemberMenu = lazy(() => import('./member/MemberMenu.tsx'));

export type PartName = 'CartDrawer' | 'StandaloneSignIn' | 'OptionsPopover';

export interface LazyParts {
  CartDrawer: ComponentType;
  StandaloneSignIn: ComponentType;
  OptionsPopover: ComponentType<{ request: OptionsRequest }>;
  /** Fetches a part's code and texts; settles when they are in (or failed: rendering asks again). */
  load(part: PartName): Promise<void>;
  /** Whether a part's code has arrived, so that it renders at once. */
  isLoaded(part: PartName): boolean;
}

/**
 * A component loaded on demand that, once preloaded, renders without suspending. React.lazy alone
 * suspends on its first render even when the module is already here, and React holds back revealing
 * suspended content for 300 ms: the first add would show the cart that much later.
 */
function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const OnDemand = lazy(start);
  const Component = (props: P) => {
    // Chosen once per mount: switching type later would remount the part and lose its state and focus.
    const [type] = useState<ComponentType<P>>(() => loaded ?? (OnDemand as ComponentType<P>));
    return createElement(type, props);
  };
  return {
    Component,
    preload: () =>
      start().then(
        () => undefined,
        () => undefined, // rendering will ask again, and show the failure
      ),
    isLoaded: () => loaded !== undefined,
  };
}

/** Per instance, because each waits for its instance's texts before it renders. */
export function createLazyParts(loadTexts: () => Promise<void>): LazyParts {
  const withTexts =
    <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
    () =>
      Promise.all([load(), loadTexts()]).then(([module]) => module);
  const drawer = preloadable(withTexts(loadCartDrawer));
  const signIn = preloadable(withTexts(loadStandaloneSignIn));
  const options = preloadable<{ request: OptionsRequest }>(withTexts(loadOptionsPopover));
  const part = (name: PartName) =>
    name === 'CartDrawer' ? drawer : name === 'StandaloneSignIn' ? signIn : options;
  return {
    CartDrawer: drawer.Component,
    StandaloneSignIn: signIn.Component,
    OptionsPopover: options.Component,
    load: (name) => part(name).preload(),
    isLoaded: (name) => part(name).isLoaded(),
  };
}
