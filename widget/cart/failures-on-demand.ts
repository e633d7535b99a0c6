// How a failed change is told (failures.ts) loads with the first failure, or after the drawer has drawn a
// line the platform answered (`prepare`): a first cart gets none, and its code is not on its way (issue
// #32). The change's line holds its pending state meanwhile, and the cart's queue waits, as for a refusal's
// words. What every add may need stays here: `tell` (Cart V1 caps or drops an add with a 200) and the
// mark of a change that was never sent.
import { onDemand } from '../../src/on-demand.ts';
import { codeOf, isAbort, reasonOf } from '../errors.ts';
import type { FailuresDeps, Place, RefusedItem } from './failures.ts';

export type { RefusedItem } from './failures.ts';

export interface Failures {
  /** Tells what the platform did differently from what was asked: at the line, and to screen readers. */
  tell(text: string, lineId?: string): void;
  /** A failure told once, where it belongs (failures.ts); rejects with `error`. */
  fail(id: number | undefined, error: unknown, message: string, place?: Place): Promise<never>;
  /** A failed change, told in the refusal's own words when it says why (failures.ts); rejects with `error`. */
  failChange(id: number, error: unknown, item?: RefusedItem): Promise<never>;
  /** Fetches failures.ts after the next paint, before a failure needs it. */
  prepare(): void;
}

/** Errors of a change that never reached the cart (its product could not be read): nothing to read back. */
const neverSent = new WeakSet<object>();

export function markNeverSent(error: unknown): void {
  if (typeof error === 'object' && error !== null) neverSent.add(error);
}

const wasNeverSent = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && neverSent.has(error);

export function failuresOnDemand(deps: FailuresDeps, afterPaint: (work: () => void) => void): Failures {
  const { store, events, notify, t, signal, cartShown, reload } = deps;
  function tell(text: string, lineId?: string): void {
    store.dispatch({ type: 'noticed', notice: lineId ? { text, lineId } : { text } });
    if (cartShown()) notify.announce(text);
    else notify.toast(text, 'error');
  }
  const load = onDemand(() =>
    import('./failures.ts').then((module) => module.createFailures(deps, { tell, wasNeverSent })),
  );

  /**
   * failures.ts could not load (offline, as the failure itself most likely is): the change is rolled back
   * and said in general words, and the cart read back, which tells whether the platform applied it after all.
   */
  function unloaded(id: number | undefined, error: unknown): never {
    if (!signal.aborted && !isAbort(error)) {
      const shown = t('error.rolledBack', { reason: reasonOf(error, t) });
      if (id === undefined) store.dispatch({ type: 'failed', error: shown });
      else store.dispatch({ type: 'rolled-back', id, error: shown });
      notify.toast(shown, 'error');
      events.emit('error', { code: codeOf(error), message: shown });
      reload();
    }
    throw error;
  }

  let prepared = false;
  return {
    tell,
    fail: (id, error, message, place) =>
      load().then(
        (failures) => failures.fail(id, error, message, place),
        () => unloaded(id, error),
      ),
    failChange: (id, error, item) =>
      load().then(
        (failures) => failures.failChange(id, error, item),
        () => unloaded(id, error),
      ),
    prepare() {
      if (prepared) return;
      prepared = true;
      afterPaint(() => void load().catch(() => undefined));
    },
  };
}
