import { Suspense, useDeferredValue } from 'react';
import type { WidgetCore } from '../core.ts';
import { useUi, useWidget, WidgetContext } from './context.ts';
import { Toasts } from './Toasts.tsx';

function Surfaces() {
  // renderApp sets the parts before it renders this tree.
  const parts = useWidget().parts!;
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
  return (
    <Suspense fallback={null}>
      {drawerOpen && <CartDrawer />}
      {signInAlone && <StandaloneSignIn />}
      {options && <OptionsPopover key={options.productId} request={options} />}
    </Suspense>
  );
}

export function App({ core }: { core: WidgetCore }) {
  return (
    <WidgetContext.Provider value={core}>
      <Surfaces />
      <Toasts />
    </WidgetContext.Provider>
  );
}
