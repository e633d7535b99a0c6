// The widget's React tree, in a module of its own: the entry evaluates the stores, the client and the host
// bridge first (buy buttons and badges work from then on), and this module, which brings React, is
// evaluated in a later task. Together with a transition for the first render, no task of our boot is
// long enough to hold up the host page (design.md §4: longest task at most 50 ms at a 4x slowdown).
import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { WidgetCore } from '../core.ts';
import { App } from './App.tsx';
import { createLazyParts } from './lazy.ts';

/** The longest the drawer's preload waits for an idle moment after the first render. */
const PRELOAD_IDLE_TIMEOUT_MS = 1000;

export function renderApp(core: WidgetCore, loadTexts: () => Promise<void>): void {
  const parts = createLazyParts(loadTexts);
  core.parts = parts;
  const root = createRoot(core.container);
  // A transition renders in slices that yield to the page between them.
  startTransition(() => root.render(createElement(App, { core })));
  core.disposer.add(() => root.unmount());
  // The drawer and the options popover, fetched at the first idle moment, so the first add shows them at once.
  const win = core.win as Window & { requestIdleCallback?: Window['requestIdleCallback'] };
  if (win.requestIdleCallback) {
    const handle = win.requestIdleCallback(() => parts.preload(), { timeout: PRELOAD_IDLE_TIMEOUT_MS });
    core.disposer.add(() => win.cancelIdleCallback(handle));
  } else core.disposer.setTimeout(() => parts.preload(), 200);
}
