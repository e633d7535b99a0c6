// The UI module: React and the shell, imported by the UI loader (../ui-loader.ts) the first time there
// is something to show. It makes the lazy parts (parts.ts) renderable and renders the shell in a
// transition, which renders in slices that yield to the page.
import {
  type ComponentType,
  createElement,
  Fragment,
  lazy,
  startTransition,
  useEffect,
  useState,
} from 'react';
import { createRoot } from 'react-dom/client';
import type { Disposer } from '../disposer.ts';
import type { TextPart } from '../i18n/index.ts';
import type { OptionsRequest } from '../ui-store.ts';
import { App, type SurfaceParts } from './App.tsx';
import type { NestedParts, UiDeps } from './context.ts';
import { ALONGSIDE_UI, LAZY_PARTS, SURFACE_TEXTS, surfacesShown } from './parts.ts';

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
  /** The drawer's texts, and a part's with `part` (once); a part renders when its code and these are in. */
  loadTexts(part?: TextPart): Promise<void>;
  disposer: Pick<Disposer, 'add' | 'signal'>;
}

/** Calls `done` once the tree it is rendered in has committed (its effects run once it could paint). */
function Committed({ done }: { done(): void }) {
  useEffect(() => done(), [done]);
  return null;
}

/** Renders the shell; resolves once its first render has committed (at once, destroyed meanwhile). */
export function renderApp(deps: UiDeps, { loadTexts, disposer }: RenderOptions): Promise<void> {
  // Each part's code and texts side by side, never one after the other.
  const withTexts =
    <M>(load: () => Promise<M>, part?: TextPart) =>
    () =>
      Promise.all([load(), loadTexts(part)]).then(([module]) => module);
  const surfaces = {
    CartDrawer: preloadable(withTexts(LAZY_PARTS.CartDrawer)),
    StandaloneSignIn: preloadable(withTexts(LAZY_PARTS.StandaloneSignIn, SURFACE_TEXTS.StandaloneSignIn)),
    OptionsPopover: preloadable<{ request: OptionsRequest }>(
      withTexts(LAZY_PARTS.OptionsPopover, SURFACE_TEXTS.OptionsPopover),
    ),
  };
  const parts: SurfaceParts = {
    CartDrawer: surfaces.CartDrawer.Component,
    StandaloneSignIn: surfaces.StandaloneSignIn.Component,
    OptionsPopover: surfaces.OptionsPopover.Component,
    isLoaded: (name) => surfaces[name].isLoaded(),
  };
  // Parts nested in the drawer or a dialog load after it, each with the texts of its own.
  const nested: NestedParts = {
    SignInPanel: lazy(withTexts(LAZY_PARTS.SignInPanel, 'signin')),
    MemberMenu: lazy(withTexts(LAZY_PARTS.MemberMenu, 'signin')),
    ShipToForm: preloadable(withTexts(LAZY_PARTS.ShipToForm, 'shipTo')),
    RichText: lazy(withTexts(LAZY_PARTS.RichText, 'options')),
  };
  // The first render waits for the code of what is to be shown (fetched alongside this module, see
  // ../ui-loader.ts), so that nothing suspends: React holds suspended content back for 300 ms before
  // revealing it, and the first add would show the cart that much later. The drawer, which the shopper is
  // about to use, loads in the background either way.
  const shown = surfacesShown(deps.ui.getState());
  for (const name of ALONGSIDE_UI) void surfaces[name].preload();
  return Promise.all(shown.map((name) => surfaces[name].preload())).then(() => {
    if (disposer.signal.aborted) return;
    const root = createRoot(deps.container);
    disposer.add(() => root.unmount());
    return new Promise<void>((committed) => {
      disposer.add(committed);
      const app = createElement(App, { widget: { ...deps, parts: nested }, parts });
      startTransition(() =>
        root.render(createElement(Fragment, null, app, createElement(Committed, { done: committed }))),
      );
    });
  });
}
