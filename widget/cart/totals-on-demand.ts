// The cart's totals (estimator.ts) and the shopper's destination (destination.ts), loaded on demand: the
// first cart a page shows draws no totals before the drawer's code is in, so boot does not carry their code
// (design.md §4: load nothing on the way to the first cart that the first cart does not draw). The drawer
// asks for the estimator once the cart it shows has no change pending (../ui/Totals.tsx); a checkout asks for the
// destination (checkout-command.ts). Each is created once per widget, whoever asks first.
import type { Disposer } from '../disposer.ts';
import type { DestinationStore } from './destination.ts';
import type { Estimator, EstimatorDeps } from './estimator.ts';

export interface TotalsOnDemandDeps extends Omit<EstimatorDeps, 'destination' | 'disposer'> {
  disposer: Pick<Disposer, 'add' | 'setTimeout' | 'signal'>;
  /** Where the confirmed destination is remembered (localStorage), per client id. */
  storage: Storage | undefined;
  clientId: string;
  /** The browser's languages, for the country the ship-to form suggests (`suggestCountry`). */
  languages: readonly string[];
}

export interface TotalsOnDemand {
  /** The destination store, the one the estimator uses; its code loads on the first call. */
  destination(): Promise<DestinationStore>;
  /**
   * The estimator, created on the first call: from then on it estimates by itself (it follows the ui and
   * cart stores), for a cart already shown as well.
   */
  estimator(): Promise<Estimator>;
}

/** Memoizes a load; a failed one (offline, a deploy replaced the files) is tried again on the next call. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

export function totalsOnDemand({
  storage,
  clientId,
  languages,
  ...deps
}: TotalsOnDemandDeps): TotalsOnDemand {
  const destination = once(() =>
    import('./destination.ts').then(({ createDestinationStore, suggestCountry }) =>
      createDestinationStore(storage, clientId, () => suggestCountry(deps.locale, languages)),
    ),
  );
  const estimator = once(() =>
    Promise.all([import('./estimator.ts'), destination()]).then(([{ createEstimator }, store]) => {
      // Destroyed meanwhile: an estimator now would follow the stores with nobody to stop it.
      if (deps.disposer.signal.aborted) throw deps.disposer.signal.reason;
      return createEstimator({ ...deps, destination: store });
    }),
  );
  return { destination, estimator };
}
