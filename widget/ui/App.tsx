import { type ComponentType, Suspense, useDeferredValue } from 'react';
import type { OptionsRequest } from '../ui-store.ts';
import { useUi, WidgetContext, type WidgetUi } from './context.ts';
import { PartBoundary } from './PartBoundary.tsx';
import type { SurfaceName } from './parts.ts';
import { Toasts } from './Toasts.tsx';

/** The surfaces the shell shows, made renderable by render.ts. */
export interface SurfaceParts {
  CartDrawer: ComponentType;
  StandaloneSignIn: ComponentType;
  OptionsPopover: ComponentType<{ request: OptionsRequest }>;
  /** Whether a part's code has arrived, so that it renders at once. */
  isLoaded(name: SurfaceName): boolean;
}

function Surfaces({ parts }: { parts: SurfaceParts }) {
  const { CartDrawer, StandaloneSignIn, OptionsPopover } = parts;
  // A part whose code is still on its way opens deferred: the current screen stays until it arrives,
  // instead of a fallback that React would hold for 300 ms before revealing the part. A loaded part opens
  // in this very render, so it takes focus before the shopper's next key.
  const now = {
    drawer: useUi((state) => state.drawerOpen),
    signIn: useUi((state) => state.signInOpen && !state.drawerOpen),
    options: useUi((state) => state.options),
  };
  const later = {
    drawer: useDeferredValue(now.drawer),
    signIn: useDeferredValue(now.signIn),
    options: useDeferredValue(now.options),
  };
  const drawerOpen = parts.isLoaded('CartDrawer') ? now.drawer : later.drawer;
  const signInAlone = parts.isLoaded('StandaloneSignIn') ? now.signIn : later.signIn;
  const options = parts.isLoaded('OptionsPopover') ? now.options : later.options;
  // Re-render every text once the language's core texts have arrived.
  useUi((state) => state.language);
  // Each surface behind a boundary of its own: one that fails leaves the others working (PartBoundary.tsx).
  return (
    <Suspense fallback={null}>
      <PartBoundary part="drawer" showing={drawerOpen}>
        {drawerOpen && <CartDrawer />}
      </PartBoundary>
      <PartBoundary part="sign-in" showing={signInAlone}>
        {signInAlone && <StandaloneSignIn />}
      </PartBoundary>
      <PartBoundary part="options" showing={options}>
        {options && <OptionsPopover key={options.productId} request={options} />}
      </PartBoundary>
    </Suspense>
  );
}

export function App({ widget, parts }: { widget: WidgetUi; parts: SurfaceParts }) {
  return (
    <WidgetContext.Provider value={widget}>
      <Surfaces parts={parts} />
      <Toasts />
    </WidgetContext.Provider>
  );
}
