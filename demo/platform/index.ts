// The emulator, started in-process: `const p = await startPlatform(); … await p.close()`.
import type { Server } from 'node:http';
import { authModule } from './auth/module.ts';
import { cartModule } from './cart/index.ts';
import { catalogModule } from './catalog/index.ts';
import { checkoutModule } from './checkout/index.ts';
import { controlRoutes } from './control.ts';
import { eventsModule } from './events/index.ts';
import { unauthorized } from './http/errors.ts';
import { type FaultSettings, Faults } from './http/faults.ts';
import { Router } from './http/router.ts';
import { identityModule } from './identity/module.ts';
import { mediaModule } from './media/index.ts';
import { membersModule } from './members/module.ts';
import { hostedPagesModule } from './pages/module.ts';
import {
  defaultConfig,
  type Mail,
  originAllowed,
  type Platform,
  type PlatformConfig,
  type PlatformModule,
} from './platform.ts';
import { redirectsModule } from './redirects/module.ts';
import { createPlatformServer, listen } from './server.ts';
import { StateStore } from './state/store.ts';

export type { Platform, PlatformConfig } from './platform.ts';

export interface StartOptions {
  /** 0 picks a free port. @default 0 */
  port?: number;
  /** Where state is kept across restarts; without it, state lives in memory only. */
  dataDir?: string;
  /** Start from the seeded store, discarding saved state. @default false */
  reset?: boolean;
  config?: Partial<PlatformConfig>;
  faults?: Partial<FaultSettings>;
}

export interface RunningPlatform {
  /** e.g. `http://127.0.0.1:4010`; use it as the client's `apiBase`. */
  readonly url: string;
  readonly port: number;
  readonly platform: Platform;
  readonly faults: Faults;
  outbox(): Mail[];
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

/** The services, in the order they are wired. Each returns its routes. */
const modules: PlatformModule[] = [
  authModule,
  identityModule,
  membersModule,
  redirectsModule,
  hostedPagesModule,
  eventsModule,
  mediaModule,
  catalogModule,
  cartModule,
  checkoutModule,
];

export async function startPlatform(options: StartOptions = {}): Promise<RunningPlatform> {
  if (options.reset && options.dataDir) StateStore.reset(options.dataDir);
  const config = { ...defaultConfig(), ...options.config };
  const state = new StateStore(options.dataDir);
  const faults = new Faults(options.faults);
  let clockOffset = 0;
  const outbox = state.slice<Mail[]>('outbox', () => []);
  const eventListeners = new Set<(type: string, body: Record<string, unknown>) => void>();
  const closeHooks: Array<() => void> = [];
  let baseUrl = 'http://127.0.0.1';

  const platform: Platform & {
    onEvent(l: (type: string, body: Record<string, unknown>) => void): () => void;
  } = {
    config,
    state,
    now: () => Date.now() + clockOffset,
    identify(ctx) {
      const caller = platform.tryIdentify(ctx);
      if (!caller) throw unauthorized();
      return caller;
    },
    // Replaced by the auth module, which owns tokens.
    tryIdentify: () => undefined,
    sendMail(mail) {
      outbox.push(mail);
      state.changed();
    },
    emitEvent(type, body) {
      for (const listener of eventListeners) listener(type, body);
    },
    memberSignedIn: [],
    baseUrl: () => baseUrl,
    onClose(fn) {
      closeHooks.push(fn);
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
  };

  const router = new Router();
  router.add(
    ...controlRoutes({
      faults,
      outbox: () => outbox,
      clearOutbox: () => {
        outbox.length = 0;
        state.changed();
      },
      advanceClock: (ms) => {
        clockOffset += ms;
        return platform.now();
      },
    }),
  );
  for (const module of modules) router.add(...module(platform));

  const server: Server = createPlatformServer({
    router,
    faults,
    corsOriginAllowed: (origin) => config.clients.some((client) => originAllowed(client, origin)),
  });
  const port = await listen(server, options.port ?? 0);
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    platform,
    faults,
    outbox: () => outbox,
    advanceClock: (ms) => {
      clockOffset += ms;
    },
    close: () =>
      new Promise((resolve) => {
        for (const hook of closeHooks.splice(0)) hook();
        state.flush();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
