import type { FaultSettings, Faults } from './http/faults.ts';
import { html, type Route } from './http/router.ts';
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
    { method: 'GET', path: '/_emulator/outbox.html', handler: () => html(outboxPage(outbox())) },
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

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The outbox as a page a person can read in the demo, newest mail first. */
function outboxPage(mails: Mail[]): string {
  const items = [...mails]
    .reverse()
    .map(
      (mail) =>
        `<article><h2>${escapeText(mail.subject)}</h2><p>To: ${escapeText(mail.to)}</p><pre>${escapeText(mail.text)}</pre></article>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail outbox</title></head>
<body><h1>Mail outbox</h1><p>What the platform would have e-mailed. Reload to see new mail.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
}
