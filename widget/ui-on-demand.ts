// React and the UI are most of the widget's code, and evaluating React DOM is a single task longer than
// the 50 ms design.md §4 allows any task of our boot on a slow phone (about 70 ms at a 4x CPU slowdown,
// see docs/performance.md). So boot is the client, the stores and the host bridge; the UI module loads the
// first time there is something to show, or a moment before it: when the shopper's pointer, finger or
// keyboard focus reaches one of our buttons (`prepare`).
import type { WidgetCore } from './core.ts';
import { loadCartDrawer, loadOptionsPopover } from './ui/part-modules.ts';
import type { UiState } from './ui-store.ts';

const somethingToShow = (state: UiState): boolean =>
  state.drawerOpen ||
  state.signInOpen ||
  state.options !== undefined ||
  state.toasts.length > 0 ||
  state.orderId !== undefined;

/** Loads and renders the UI once it is needed; returns `prepare`, which loads it now. */
export function renderUiOnDemand(core: WidgetCore, loadTexts: () => Promise<void>): () => void {
  let loading = false;
  const load = () => {
    if (loading || core.disposer.signal.aborted) return;
    loading = true;
    // The drawer, the options popover and the texts come alongside, not one round trip after.
    const alongside = [loadCartDrawer(), loadOptionsPopover(), loadTexts()];
    for (const part of alongside) part.catch(() => undefined); // rendering asks again, and reports
    import('./ui/render.ts').then(
      ({ renderApp }) => {
        if (!core.disposer.signal.aborted) renderApp(core, loadTexts);
      },
      (error: unknown) => {
        // Offline for a moment, or a deploy replaced the files: the next thing to show tries again.
        loading = false;
        console.error('[dropcart] the cart could not be shown: its code did not load', error);
      },
    );
  };
  core.disposer.add(
    core.ui.subscribe((state) => {
      if (somethingToShow(state)) load();
    }),
  );
  if (somethingToShow(core.ui.getState())) load();
  return load;
}
