import { Suspense, useDeferredValue } from 'react';
import type { WidgetCore } from '../core.ts';
import { useUi, useWidget, WidgetContext } from './context.ts';
import { LiveRegion } from './LiveRegion.tsx';
import { Toasts } from './Toasts.tsx';

function Surfaces() {
  // renderApp sets the parts before it renders this tree.
  const { CartDrawer, StandaloneSignIn, OptionsPopover } = useWidget().parts!;
  // Deferred: a part whose code is still on its way then keeps the current screen until it arrives,
  // instead of showing a fallback that React would hold for 300 ms before revealing the part.
  const drawerOpen = useDeferredValue(useUi((state) => state.drawerOpen));
  const signInAlone = useDeferredValue(useUi((state) => state.signInOpen && !state.drawerOpen));
  const options = useDeferredValue(useUi((state) => state.options));
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
      <LiveRegion />
      <Surfaces />
      <Toasts />
    </WidgetContext.Provider>
  );
}
