// The widget's React tree, in a module of its own: the entry evaluates the stores, the client and the host
// bridge first (buy buttons and badges work from then on), and this module, which brings React, is
// evaluated in a later task. Together with a transition for the first render, no task of our boot is
// long enough to hold up the host page (design.md §4: longest task at most 50 ms at a 4x slowdown).
import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { WidgetCore } from '../core.ts';
import { App } from './App.tsx';
import { createLazyParts } from './lazy.ts';

/** How long after the first render the drawer's code is fetched, so the first add shows the cart at once. */
const DRAWER_PRELOAD_MS = 1500;

export function renderApp(core: WidgetCore, loadTexts: () => Promise<void>): void {
  const parts = createLazyParts(loadTexts);
  core.parts = parts;
  const root = createRoot(core.container);
  // A transition renders in slices that yield to the page between them.
  startTransition(() => root.render(createElement(App, { core })));
  core.disposer.add(() => root.unmount());
  core.disposer.setTimeout(() => parts.preload(), DRAWER_PRELOAD_MS);
}
