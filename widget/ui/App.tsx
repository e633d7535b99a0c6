import { Suspense } from 'react';
import type { WidgetCore } from '../core.ts';
import { useUi, useWidget, WidgetContext } from './context.ts';
import { LiveRegion } from './LiveRegion.tsx';
import { Toasts } from './Toasts.tsx';

function Surfaces() {
  // renderApp sets the parts before it renders this tree.
  const { CartDrawer, StandaloneSignIn, OptionsPopover } = useWidget().parts!;
  const drawerOpen = useUi((state) => state.drawerOpen);
  const signInAlone = useUi((state) => state.signInOpen && !state.drawerOpen);
  const options = useUi((state) => state.options);
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
