// On a page load that has one (on-demand.ts, `resumeNeeded`): finish a hosted sign-in or sign-out, or
// restore a member session quietly (controller.ts's `resume`), and tell the shopper how a sign-in that came
// back ended, in their language. In the sign-in flows' chunk: a visitor's page load fetches none of it.
import { reasonOf } from '../errors.ts';
import type { Translator } from '../i18n/index.ts';
import type { Notifier } from '../notify.ts';

export function resumeAndTell({
  session,
  translator,
  notify,
}: {
  /** controller.ts's `resume`, whose chunk this file is in (typed here, not imported: no cycle). */
  session: { resume(): Promise<string | undefined> };
  translator: Pick<Translator, 't' | 'loadUi'>;
  notify: Pick<Notifier, 'toast'>;
}): void {
  const { t } = translator;
  // Said in the shopper's language: these texts are in the sign-in panel's half, which only a sign-in that
  // came back loads here; the first load carries none of them. loadUi waits for the core.
  const tell = (say: () => void) =>
    void translator
      .loadUi('signin')
      .catch(() => undefined)
      .then(say);
  void session.resume().then(
    (outcome) => {
      if (outcome === 'unexpected-return') tell(() => notify.toast(t('signin.notStartedHere'), 'error'));
      else if (outcome === 'sign-in-expired') tell(() => notify.toast(t('signin.expired'), 'error'));
      else if (outcome === 'signed-out') tell(() => notify.toast(t('member.signedOut')));
    },
    // A sign-in's own reasons (reasons.ts) load with its failure; if they cannot (offline), any call's.
    (error: unknown) =>
      tell(() =>
        import('./reasons.ts')
          .then(
            ({ signInReasonOf }) => signInReasonOf,
            () => reasonOf,
          )
          .then((reason) => notify.toast(t('signin.failed', { reason: reason(error, t) }), 'error')),
      ),
  );
}
