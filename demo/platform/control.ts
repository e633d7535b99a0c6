import type { FaultSettings, Faults } from './http/faults.ts';
import type { Route } from './http/router.ts';
import type { Mail } from './platform.ts';

export interface ControlDeps {
  faults: Faults;
  outbox(): Mail[];
  clearOutbox(): void;
  /** Moves the emulator's clock forward; returns the new time. */
  advanceClock(ms: number): number;
}

/** `/_emulator/…`: what tests and the demo use to look inside and to steer the emulator. Never faulted. */
export function controlRoutes({ faults, outbox, clearOutbox, advanceClock }: ControlDeps): Route[] {
  return [
    { method: 'GET', path: '/_emulator/health', handler: () => ({ ok: true }) },
    { method: 'GET', path: '/_emulator/outbox', handler: () => ({ mails: outbox() }) },
    {
      method: 'DELETE',
      path: '/_emulator/outbox',
      handler: () => {
        clearOutbox();
        return {};
      },
    },
    {
      method: 'GET',
      path: '/_emulator/faults',
      handler: () => ({ ...faults.settings, injected: faults.injected }),
    },
    {
      method: 'POST',
      path: '/_emulator/faults',
      handler: (ctx) => {
        faults.set(ctx.payload as Partial<FaultSettings>);
        return { ...faults.settings, injected: faults.injected };
      },
    },
    {
      method: 'DELETE',
      path: '/_emulator/faults',
      handler: () => {
        faults.reset();
        return {};
      },
    },
    {
      method: 'POST',
      path: '/_emulator/clock',
      handler: (ctx) => ({ now: advanceClock(Number(ctx.payload.advanceMs ?? 0)) }),
    },
  ];
}
