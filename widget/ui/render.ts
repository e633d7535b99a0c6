// The widget's React tree, in a module of its own: the entry evaluates the stores, the client and the host
// bridge (buy buttons and badges work from then on), and this module, which brings React, is imported
// when there is first something to show (ui-on-demand.ts). The first render is a transition, which
// renders in slices that yield to the page.
import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { WidgetCore } from '../core.ts';
import { App } from './App.tsx';
import { createLazyParts } from './lazy.ts';

export function renderApp(core: WidgetCore, loadTexts: () => Promise<void>): void {
  const parts = createLazyParts(loadTexts);
  core.parts = parts;
  const root = createRoot(core.container);
  startTransition(() => root.render(createElement(App, { core })));
  core.disposer.add(() => root.unmount());
  // The UI is loading because the shopper is about to use it: fetch the drawer and the options popover
  // now, so that whichever was asked for (or is about to be) shows without waiting for its code.
  parts.preload();
}
