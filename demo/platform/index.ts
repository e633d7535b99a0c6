// The emulator, started in-process: `const p = await startPlatform(); … await p.close()`. This file is where
// its parts are made and joined, once, in order: state, clock, stores, events, the shared context, the
// routes of each module, the server. Nothing is filled in later.
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { callerFrom } from './auth/identify.ts';
import { authModule } from './auth/module.ts';
import { cartModule } from './cart/index.ts';
import { mergeVisitorCart } from './cart/merge.ts';
import { catalogModule } from './catalog/index.ts';
import { checkoutModule } from './checkout/index.ts';
import { controlRoutes } from './control.ts';
import { ABANDON_CHECK_MS, checkAbandonedCarts } from './events/abandon.ts';
import { createEventHub } from './events/hub.ts';
import { eventsModule } from './events/index.ts';
import { unauthorized } from './http/errors.ts';
import { type FaultSettings, Faults } from './http/faults.ts';
import { hostsFor } from './http/guard.ts';
import { Router } from './http/router.ts';
import { identityModule } from './identity/module.ts';
import { createIdentityServices } from './identity/services.ts';
import { mediaModule } from './media/index.ts';
import { membersModule } from './members/module.ts';
import { hostedPagesModule } from './pages/module.ts';
import {
  defaultConfig,
  type Mail,
  originAllowed,
  type Platform,
  type PlatformConfig,
  realTimers,
  type Timers,
} from './platform.ts';
import { redirectsModule } from './redirects/module.ts';
import { createPlatformServer, listen } from './server.ts';
import { StateStore } from './state/store.ts';

export type { Platform, PlatformConfig, Timers } from './platform.ts';

export interface StartOptions {
  /** 0 picks a free port. @default 0 */
  port?: number;
  /** Where state is kept across restarts; without it, state lives in memory only. */
  dataDir?: string;
  /** Start from the seeded store, discarding saved state. @default false */
  reset?: boolean;
  config?: Partial<PlatformConfig>;
  faults?: Partial<FaultSettings>;
  /**
   * The timers of injected latency, the periodic abandoned-cart check and the event stream's keep-alives,
   * so a test can run them by hand. @default Node's timers, which do not hold the process open
   */
  timers?: Timers;
  /**
   * Host names the emulator answers besides `127.0.0.1`, `localhost` and `[::1]` with its port (`--host`):
   * a name of the machine in /etc/hosts, a tunnel's. Any other Host header is refused (http/guard.ts).
   */
  hosts?: string[];
  /** The token the control endpoints want. @default a new random one per run */
  controlToken?: string;
}

export interface RunningPlatform {
  /** e.g. `http://127.0.0.1:4010`; use it as the client's `apiBase`. */
  readonly url: string;
  readonly port: number;
  readonly platform: Platform;
  readonly faults: Faults;
  /** What the control endpoints (`/_emulator/…`) want in the `x-emulator-token` header (http/guard.ts). */
  readonly controlToken: string;
  outbox(): Mail[];
  /** Moves the emulator's clock forward and checks for carts that are now abandoned. */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

export async function startPlatform(options: StartOptions = {}): Promise<RunningPlatform> {
  if (options.reset && options.dataDir) StateStore.reset(options.dataDir);
  const config = { ...defaultConfig(), ...options.config };
  const timers = options.timers ?? realTimers;
  const state = new StateStore(options.dataDir);
  const faults = new Faults(options.faults);
  let clockOffset = 0;
  const now = () => Date.now() + clockOffset;
  const outbox = state.slice<Mail[]>('outbox', () => []);
  const identity = createIdentityServices(state, now, () => config.accessTokenTtlSeconds);
  const events = createEventHub(config, state, timers);
  let baseUrl = 'http://127.0.0.1';

  const tryIdentify: Platform['tryIdentify'] = (ctx) => callerFrom(config, identity.tokens, ctx);
  const platform: Platform = {
    config,
    state,
    identity,
    now,
    identify(ctx) {
      const caller = tryIdentify(ctx);
      if (!caller) throw unauthorized();
      return caller;
    },
    tryIdentify,
    sendMail: (mail) => outbox.push(mail),
    emitEvent: events.emit,
    memberSignedIn: (visitorId, memberId) => mergeVisitorCart(platform, visitorId, memberId),
    baseUrl: () => baseUrl,
  };

  /** Work that no request carries (a timer, a test's own call) saves what it changed, as a request does. */
  const thenSave = <T>(work: () => T): T => {
    try {
      return work();
    } finally {
      state.save();
    }
  };
  const checkAbandoned = () => checkAbandonedCarts(platform, baseUrl);
  // The clock moved: carts it left untouched too long are abandoned now, not at the next tick.
  const advanceClock = (ms: number) => {
    clockOffset += ms;
    checkAbandoned();
    return now();
  };

  const router = new Router();
  router.add(
    ...controlRoutes({
      faults,
      outbox: () => outbox,
      clearOutbox: () => {
        outbox.length = 0;
      },
      advanceClock,
    }),
    ...authModule(platform),
    ...identityModule(platform),
    ...membersModule(platform),
    ...redirectsModule(platform),
    ...hostedPagesModule(platform),
    ...eventsModule(platform, events.stream),
    ...mediaModule(),
    ...catalogModule(platform),
    ...cartModule(platform),
    ...checkoutModule(platform),
  );
  // What the modules seeded on wiring (catalog, coupons, members…) is on disk before the first request.
  state.save();
  const abandonTimer = timers.setInterval(() => thenSave(checkAbandoned), ABANDON_CHECK_MS);

  const controlToken = options.controlToken ?? randomBytes(24).toString('base64url');
  let hosts = new Set<string>();
  const server: Server = createPlatformServer({
    router,
    faults,
    corsOriginAllowed: (origin) => config.clients.some((client) => originAllowed(client, origin)),
    afterHandler: () => state.save(),
    delay: (ms) =>
      new Promise((resolve) => {
        timers.setTimeout(resolve, ms);
      }),
    hostAllowed: (host) => hosts.has(host),
    controlToken,
    currencyRates: config.currencyRates,
  });
  const port = await listen(server, options.port ?? 0);
  hosts = hostsFor(port, options.hosts);
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    port,
    controlToken,
    platform,
    faults,
    outbox: () => outbox,
    advanceClock: (ms) => {
      thenSave(() => advanceClock(ms));
    },
    close: () =>
      new Promise((resolve) => {
        timers.clearInterval(abandonTimer);
        state.save();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
