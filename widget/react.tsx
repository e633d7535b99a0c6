// <Dropcart />: the widget in a React host app. It renders nothing into the app's tree; the widget keeps
// its own shadow root (by default a <dropcart-root> at the end of <body>) and its own React root, so the
// host's styles, context and re-renders never reach it.
import { type Ref, type RefObject, useEffect, useRef } from 'react';
import { UsageError } from '../src/index.ts';
import type { DropcartApi } from './api.ts';
import { mount } from './index.ts';
import type { MountOptions } from './options.ts';

export type { DropcartApi, MountOptions };

/** The props of {@link Dropcart}: every `mount()` option, plus two ways to reach the widget's API. */
export interface DropcartProps extends MountOptions {
  /**
   * Receives the API once the widget is mounted (again after a remount), `null` after unmount. Pass a
   * stable ref (`useRef`, or a callback made with `useCallback`): a new ref remounts the widget.
   * @default none
   */
  ref?: Ref<DropcartApi | null>;
  /** Called with the API each time the widget is mounted. @default none */
  onReady?: (api: DropcartApi) => void;
}

function assign<T>(ref: Ref<T | null> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as RefObject<T | null>).current = value;
}

/**
 * Mounts the dropcart widget for as long as the component is mounted and destroys it (every node,
 * listener and timer it added) on unmount.
 *
 * The widget is mounted again when a configuration value changes (`clientId`, `apiBase`, `locale`,
 * `openOnAdd`, `theme`, `allowedOrigins`, `loginRedirectUri`, `eventsUrl`, `debug`, `analytics`, and the identity of
 * `host`, `tokenStorage` or `platform`); `captcha` and `onReady` may change freely, the latest one is used.
 *
 * @example
 * const cart = useRef<DropcartApi>(null);
 * <Dropcart clientId="demo" apiBase="http://127.0.0.1:4010" ref={cart} />
 * <button onClick={() => cart.current?.add({ productId })}>Add</button>
 */
export function Dropcart({ ref, onReady, captcha, ...options }: DropcartProps): null {
  const latest = useRef({ onReady, captcha });
  useEffect(() => {
    latest.current = { onReady, captcha };
  });
  // Lists compared by their text: a new array with the same entries is the same configuration.
  const origins = String(options.allowedOrigins ?? '');
  const sections = String(options.accountSections ?? '');
  const { clientId, apiBase, cartApi, catalog, host, locale, openOnAdd, theme } = options;
  const { loginRedirectUri, eventsUrl, debug, analytics, tokenStorage, platform } = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the listed values are the configuration; `options` is a new object each render
  useEffect(() => {
    const config: MountOptions = { ...options };
    // Read at call time, so a new captcha provider takes effect without remounting the widget.
    if (latest.current.captcha)
      config.captcha = () => {
        const provide = latest.current.captcha;
        if (!provide) return Promise.reject(new UsageError('[dropcart] the captcha provider was removed'));
        return provide();
      };
    const api = mount(config);
    assign(ref, api);
    latest.current.onReady?.(api);
    return () => {
      assign(ref, null);
      void api.destroy();
    };
  }, [
    clientId,
    apiBase,
    cartApi,
    catalog,
    host,
    locale,
    openOnAdd,
    theme,
    origins,
    sections,
    loginRedirectUri,
    eventsUrl,
    debug,
    analytics,
    tokenStorage,
    platform,
    ref,
  ]);

  return null;
}
