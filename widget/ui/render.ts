// The widget's React tree, in a module of its own: the entry evaluates the stores, the client and the host
// bridge (buy buttons and badges work from then on), and this module, which brings React, is imported
// when there is first something to show (ui-on-demand.ts). The first render is a transition, which
// renders in slices that yield to the page.
import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { WidgetCore } from '../core.ts';
import { App } from './App.tsx';
import { createLazyParts, type PartName } from './lazy.ts';

export function renderApp(core: WidgetCore, loadTexts: () => Promise<void>): void {
  const parts = createLazyParts(loadTexts);
  core.parts = parts;
  // The first render waits for the code of what is to be shown (fetched alongside this module, see
  // ui-on-demand.ts), so that nothing suspends: React holds suspended content back for 300 ms before
  // revealing it, and the first add would show the cart that much later. The drawer and the options
  // popover, which the shopper is about to use, load in the background either way.
  const state = core.ui.getState();
  const shown: PartName[] = [];
  if (state.drawerOpen) shown.push('CartDrawer');
  else if (state.signInOpen) shown.push('StandaloneSignIn');
  if (state.options) shown.push('OptionsPopover');
  for (const name of ['CartDrawer', 'OptionsPopover'] as const) void parts.load(name);
  void Promise.all(shown.map((name) => parts.load(name))).then(() => {
    if (core.disposer.signal.aborted) return;
    const root = createRoot(core.container);
    startTransition(() => root.render(createElement(App, { core })));
    core.disposer.add(() => root.unmount());
  });
}
