// Reads the widget's configuration from the loader's own <script> tag. Imports nothing (budget: 1.5 KB gzip):
// the tag's data attributes go to the widget as written, and the widget maps, checks and defaults them
// (widget/options.ts `withTag`), as it checks `mount()`'s options. Only the client id is the loader's to
// check: without one there is nothing to load.
import type { PageText } from './hint.ts';

/** What the loader hands to the widget's `mount()` (widget/options.ts, `MountOptions`). */
export interface LoaderConfig {
  clientId: string;
  /** The tag's data attributes as written (`data-api` is `api`). */
  tag: DOMStringMap;
  /** The page's own texts the loader replaced by the last known values (hint.ts), for the widget to correct. */
  pageText?: PageText;
}

/** The config, or what is wrong with it instead of throwing, so the host page never breaks. */
export function readConfig(script: HTMLScriptElement): LoaderConfig | string {
  const clientId = script.dataset.clientId?.trim();
  return clientId
    ? { clientId, tag: script.dataset }
    : 'data-client-id is missing on the loader <script> tag';
}
