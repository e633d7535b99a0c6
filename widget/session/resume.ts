// On each page load: finish a hosted sign-in or restore a member session quietly (controller.ts's
// `resume`), and tell the shopper how a sign-in that came back ended, in their language.
import { reasonOf } from '../errors.ts';
import type { Translator } from '../i18n/index.ts';
import type { Notifier } from '../notify.ts';
import type { SessionController } from './controller.ts';

export function resumeAndTell({
  session,
  translator,
  notify,
}: {
  session: Pick<SessionController, 'resume'>;
  translator: Pick<Translator, 't' | 'core'>;
  notify: Pick<Notifier, 'toast'>;
}): void {
  const { t } = translator;
  // Said in the shopper's language: its texts may still be on their way when the answer is in.
  void Promise.all([session.resume(), translator.core.catch(() => undefined)]).then(
    ([outcome]) => {
      if (outcome === 'unexpected-return') notify.toast(t('signin.notStartedHere'), 'error');
      else if (outcome === 'sign-in-expired') notify.toast(t('signin.expired'), 'error');
      else if (outcome === 'signed-out') notify.toast(t('member.signedOut'));
    },
    (error: unknown) => notify.toast(t('signin.failed', { reason: reasonOf(error, t) }), 'error'),
  );
}
