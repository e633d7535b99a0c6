// The first of the widget's three building tasks (instance.ts): what mount() itself must do before it
// returns — the options checked (a mistake throws to the caller), the sign-in return taken from the
// address, the language picked, and the shadow root and UI store that everything else is wired to.
import { UsageError } from '../src/index.ts';
import { resolvePlatform, storageOf } from '../src/platform.ts';
import { createDisposer } from './disposer.ts';
import { createEventHub } from './host/events.ts';
import { pickForPage } from './i18n/index.ts';
import { createNotifier } from './notify.ts';
import { type LoaderHandOff, type MountOptions, resolveOptions } from './options.ts';
import { signInPossible } from './session/secure-page.ts';
import { takeSignInReturn } from './session/sign-in-return.ts';
import { createLiveRegion } from './shadow/live-region.ts';
import { createShadowHost } from './shadow/shadow-host.ts';
import { createUiStore } from './ui-store.ts';

export type WidgetBase = ReturnType<typeof createBase>;

export function createBase(input: MountOptions & LoaderHandOff) {
  if (!input || typeof input !== 'object') throw new UsageError('[dropcart] mount(): clientId is required');
  const platform = resolvePlatform(input.platform);
  if (!platform.window)
    throw new UsageError('[dropcart] mount(): there is no window; pass one as platform.window');
  const win: Window = platform.window;
  const tabStorage = storageOf(platform, 'sessionStorage');
  // First of all: a hosted sign-in's code leaves the address before anything else can read it.
  const signInReturn = takeSignInReturn(win, tabStorage);
  const doc = win.document;
  const picked = pickForPage(input.locale, win);
  const warn = (message: string) => platform.console.warn(message);
  const options = resolveOptions(input, picked.locale, win, warn);
  const disposer = createDisposer(platform);
  const signIn = signInPossible(platform, win.location.href);
  const ui = createUiStore({ signInPossible: signIn });
  const events = createEventHub(doc);
  disposer.add(events.clear);
  const shadow = createShadowHost(input.host, doc);
  disposer.add(shadow.remove);
  shadow.container.dataset.theme = options.theme;
  // The shopper's language and direction on all we render, whatever the page's.
  const language = { lang: picked.pluralLocale, dir: picked.dir };
  Object.assign(shadow.container, language);
  disposer.add(createLiveRegion(shadow.root, ui, language));
  return {
    input,
    platform,
    win,
    doc,
    tabStorage,
    signInReturn,
    options,
    picked,
    warn,
    disposer,
    signIn,
    ui,
    notify: createNotifier(ui, disposer),
    events,
    shadow,
  };
}
