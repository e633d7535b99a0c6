// The UI module: React and the shell, imported by the UI loader (../ui-loader.ts) the first time there
// is something to show. It makes the lazy parts (parts.ts) renderable and renders the shell in a
// transition, which renders in slices that yield to the page.
import { type ComponentType, createElement, lazy, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Disposer } from '../disposer.ts';
import type { OptionsRequest } from '../ui-store.ts';
import { App, type SurfaceParts } from './App.tsx';
import type { NestedParts, UiDeps } from './context.ts';
import { ALONGSIDE_UI, LAZY_PARTS, surfacesShown } from './parts.ts';

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
    /** Fetches the code (and texts); settles when they are in, or failed: rendering asks again. */
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
    isLoaded: () => loaded !== undefined,
  };
}

export interface RenderOptions {
  /** The texts of the UI (once); a surface renders when its code and these are in. */
  loadTexts(): Promise<void>;
  disposer: Pick<Disposer, 'add' | 'signal'>;
}

export function renderApp(deps: UiDeps, { loadTexts, disposer }: RenderOptions): void {
  const withTexts =
    <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
    () =>
      Promise.all([load(), loadTexts()]).then(([module]) => module);
  const surfaces = {
    CartDrawer: preloadable(withTexts(LAZY_PARTS.CartDrawer)),
    StandaloneSignIn: preloadable(withTexts(LAZY_PARTS.StandaloneSignIn)),
    OptionsPopover: preloadable<{ request: OptionsRequest }>(withTexts(LAZY_PARTS.OptionsPopover)),
  };
  const parts: SurfaceParts = {
    CartDrawer: surfaces.CartDrawer.Component,
    StandaloneSignIn: surfaces.StandaloneSignIn.Component,
    OptionsPopover: surfaces.OptionsPopover.Component,
    isLoaded: (name) => surfaces[name].isLoaded(),
  };
  // Parts nested in the drawer or a dialog load after it (their texts are in by then).
  const nested: NestedParts = {
    SignInPanel: lazy(LAZY_PARTS.SignInPanel),
    MemberMenu: lazy(LAZY_PARTS.MemberMenu),
    ShipToForm: preloadable(LAZY_PARTS.ShipToForm),
    RichText: lazy(LAZY_PARTS.RichText),
  };
  // The first render waits for the code of what is to be shown (fetched alongside this module, see
  // ../ui-loader.ts), so that nothing suspends: React holds suspended content back for 300 ms before
  // revealing it, and the first add would show the cart that much later. The drawer, which the shopper is
  // about to use, loads in the background either way.
  const shown = surfacesShown(deps.ui.getState());
  for (const name of ALONGSIDE_UI) void surfaces[name].preload();
  void Promise.all(shown.map((name) => surfaces[name].preload())).then(() => {
    if (disposer.signal.aborted) return;
    const root = createRoot(deps.container);
    startTransition(() => root.render(createElement(App, { widget: { ...deps, parts: nested }, parts })));
    disposer.add(() => root.unmount());
  });
}
