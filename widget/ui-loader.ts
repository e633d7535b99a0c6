// The UI loader. React and the UI are most of the widget's code, and evaluating React DOM is a single
// task longer than the 50 ms design.md §4 allows any task of our boot on a slow phone (about 70 ms at a 4x
// CPU slowdown, see docs/performance.md). So boot is the client, the stores and the host bridge; the UI
// module (ui/render.ts) loads the first time there is something to show, or a moment before it: when the
// shopper's pointer, finger or keyboard focus reaches one of our buttons (`prepare`). The parts it loads
// on demand are listed in ui/parts.ts.
import type { Estimator } from './cart/estimator.ts';
import type { Disposer } from './disposer.ts';
import type { TextPart } from './i18n/index.ts';
import type { ReadableStore } from './reducer-store.ts';
import type { UiDeps } from './ui/context.ts';
import { ALONGSIDE_UI, LAZY_PARTS, SURFACE_TEXTS, type SurfaceName, surfacesShown } from './ui/parts.ts';
import type { UiState } from './ui-store.ts';

/**
 * The files of the UI's first render beside the UI module's (React among them), as the widget build names
 * them, and the file naming them (vite.config.ts `uiChunkList`). None where the widget runs from source
 * (tests, `dropcart/react`), nor where an app's bundler took its files apart: they are not beside this
 * code any more, and asking for them would only show failed requests in the app's console.
 */
declare const __DROPCART_UI_CHUNKS__: { from: string; files: readonly string[] } | undefined;
function uiChunks(): readonly string[] {
  if (typeof __DROPCART_UI_CHUNKS__ === 'undefined') return [];
  const { from, files } = __DROPCART_UI_CHUNKS__;
  return import.meta.url.endsWith(`/${from}`) ? files.map((file) => new URL(file, import.meta.url).href) : [];
}

const somethingToShow = (state: UiState): boolean =>
  state.drawerOpen ||
  state.signInOpen ||
  state.options !== undefined ||
  state.toasts.length > 0 ||
  state.orderId !== undefined;

export interface UiLoaderDeps {
  ui: ReadableStore<UiState>;
  /** Loads the drawer's texts (once), and a part's with `part` (`Translator.loadUi`). */
  loadTexts(part?: TextPart): Promise<void>;
  disposer: Pick<Disposer, 'add' | 'signal'>;
  /**
   * The drawer's totals (cart/totals-on-demand.ts): not at boot, nor with the UI module; the drawer asks
   * once the cart it shows has no change pending (ui/Totals.tsx).
   */
  estimator(): Promise<Estimator>;
  /** What the React tree is given once it renders. */
  render: Omit<UiDeps, 'estimator'>;
}

/**
 * Loads the UI now, with the code of the surface about to be shown when the caller knows it (the options
 * popover of a product with options). `settled` resolves once the UI that started loading and the parts it
 * shows have arrived and rendered (or failed to load), at once if none did: code for later waits for it,
 * off the first cart's way.
 */
export type PrepareUi = ((surface?: SurfaceName) => void) & { settled(): Promise<void> };

/** Loads and renders the UI once it is needed; returns `prepare`. */
export function loadUiOnDemand({ ui, loadTexts, disposer, estimator, render }: UiLoaderDeps): PrepareUi {
  let loading = false;
  // The UI module and the parts it shows (their code and texts), each settled once in or failed.
  const arriving: Array<Promise<unknown>> = [];
  const fetched = new Set<SurfaceName>();
  // A part's code and texts, fetched beside the UI module instead of after it (render.ts asks again).
  const fetchPart = (name: SurfaceName) => {
    if (fetched.has(name) || disposer.signal.aborted) return;
    fetched.add(name);
    arriving.push(
      LAZY_PARTS[name]().catch(() => fetched.delete(name)), // rendering asks again, and reports
      loadTexts(SURFACE_TEXTS[name]).catch(() => undefined),
    );
  };
  const load = () => {
    if (loading || disposer.signal.aborted) return;
    loading = true;
    // The drawer and its texts come alongside (fetchPart), not one round trip after.
    for (const name of ALONGSIDE_UI) fetchPart(name);
    // And what they import, React first among it, found otherwise only once they have arrived. Their
    // errors are the UI module's, reported below.
    for (const url of uiChunks()) import(/* @vite-ignore */ url).catch(() => undefined);
    // In once the shell's first render has committed, not only the code.
    const rendered = import('./ui/render.ts').then(
      ({ renderApp }) => {
        if (!disposer.signal.aborted) return renderApp({ ...render, estimator }, { loadTexts, disposer });
      },
      (error: unknown) => {
        // Offline for a moment, or a deploy replaced the files: the next thing to show tries again.
        loading = false;
        if (disposer.signal.aborted) return; // destroyed meanwhile: nothing was to be shown
        console.error('[dropcart] the cart could not be shown: its code did not load', error);
      },
    );
    arriving.push(rendered);
  };
  const show = (state: UiState) => {
    if (!somethingToShow(state)) return;
    for (const name of surfacesShown(state)) fetchPart(name);
    load();
  };
  disposer.add(ui.subscribe(show));
  show(ui.getState());
  const prepare = (surface?: SurfaceName) => {
    if (surface) fetchPart(surface);
    load();
  };
  // What arrives meanwhile (a part the first render asks for) is waited for too.
  const settled = async (): Promise<void> => {
    for (let waited = -1; waited < arriving.length; ) {
      waited = arriving.length;
      await Promise.all(arriving);
    }
  };
  return Object.assign(prepare, { settled });
}
