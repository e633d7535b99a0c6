// The setup doctor (issue 26), in real Chromium against the emulator: each of six misconfigurations a store
// owner makes is seeded on a page of its own, and `Dropcart.doctor()` names it in the specific line (the
// product, the option, the origin); on a healthy page every line is ok and the console gets nothing louder
// than information. With `data-debug` it runs once by itself; a page that does not ask never loads it.
import { readFileSync } from 'node:fs';
import type { ConsoleMessage, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import type { DoctorCheck, DoctorReport } from '../../widget/doctor/types.ts';
import type { HostServer } from './fixtures/host-pages.ts';
import { useHostPagesWorld } from './fixtures/hostile-world.ts';
import { PRODUCTS } from './support/emulator.ts';
import type { Store } from './support/store.ts';

// The emulator allows pages on localhost only: the host server's pages on 127.0.0.1 are another origin.
const world = useHostPagesWorld({
  hostPages: true,
  store: { config: { clients: [{ clientId: 'demo', allowedOrigins: ['http://localhost:*'] }] } },
});
let store: Store;
let host: HostServer;
beforeAll(() => {
  ({ store, host } = world);
});

const POSTER = { id: seedProductId('mountain-sunset-poster'), name: 'Mountain Sunset Poster' };

interface PageSetup {
  clientId?: string;
  tag?: string;
  buttons?: string;
  csp?: string;
}

function shopPage({ clientId = 'demo', tag = '', buttons = '' }: PageSetup): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Doctor</title>
<script async src="/dropcart/loader.js" data-client-id="${clientId}" data-api="${store.api}" ${tag}></script></head>
<body><main>
<button id="mug" data-dropcart-add="${PRODUCTS.mug.id}">Buy the mug</button>
<button id="print" data-dropcart-add="${PRODUCTS.print.id}" data-dropcart-options='{"Size":"50x70"}'>Buy the print</button>
${buttons}
</main></body></html>`;
}

let pageNumber = 0;
/**
 * A page of the host server at `origin` (its localhost or 127.0.0.1 name), its console and the scripts
 * it loaded recorded.
 */
async function open(
  setup: PageSetup,
  origin = host.url,
): Promise<{ page: Page; console: ConsoleMessage[]; scripts: Promise<string>[] }> {
  const path = `/doctor-${++pageNumber}.html`;
  host.page(path, shopPage(setup), setup.csp);
  const context = await store.newContext();
  const page = await context.newPage();
  const console: ConsoleMessage[] = [];
  const scripts: Promise<string>[] = [];
  page.on('console', (message) => console.push(message));
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  await page.goto(`${origin}${path}`);
  await page.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
  return { page, console, scripts };
}

const runDoctor = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { Dropcart: { doctor(): Promise<DoctorReport> } }).Dropcart.doctor(),
  );

/** The snippet docs/embedding.md gives for the console, under "Troubleshooting: the setup doctor". */
function docsSnippet(): string {
  const doc = readFileSync('docs/embedding.md', 'utf8');
  const section = doc.slice(doc.indexOf('## Troubleshooting: the setup doctor'));
  const snippet = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!snippet) throw new Error('docs/embedding.md has no console snippet for the setup doctor');
  return snippet;
}

const line = (report: DoctorReport, id: DoctorCheck['id'], status: DoctorCheck['status']) =>
  report.checks.filter((check) => check.id === id && check.status === status);

describe('the setup doctor', () => {
  it('on a healthy page, reports every line ok and says nothing alarming', async () => {
    const { page, console } = await open({
      tag: 'data-catalog="v3"',
      csp: `default-src 'self'; connect-src 'self' ${store.api}; frame-src ${store.api}; img-src ${store.api}`,
    });
    // As docs/embedding.md says to run it from the console.
    const report = (await page.evaluate(
      `(async () => { ${docsSnippet()}; return report; })()`,
    )) as DoctorReport;
    expect(report.checks.filter((check) => check.status !== 'ok')).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.checks.map((check) => check.id)).toEqual([
      'client-id',
      'origin',
      'catalog',
      'buy-buttons',
      'csp',
      'login-redirect',
    ]);
    expect(line(report, 'buy-buttons', 'ok')[0]?.message).toMatch(/^2 of 2 buy buttons/);
    // The checklist is printed, and only as information.
    expect(console.map((m) => m.text()).join('\n')).toContain(
      '[dropcart] setup doctor: everything checked is set up',
    );
    expect(
      console.filter((m) => m.type() === 'warning' || m.type() === 'error').map((m) => m.text()),
    ).toEqual([]);
    await page.context().close();
  });

  it('names a client id the platform does not know', async () => {
    const { page } = await open({ clientId: 'not-our-app' });
    const report = await runDoctor(page);
    const [problem] = line(report, 'client-id', 'problem');
    expect(problem?.message).toContain('does not know the client id "not-our-app"');
    expect(problem?.message).toContain('400 INVALID_CLIENT');
    expect(problem?.fix).toContain('data-client-id');
    expect(report.ok).toBe(false);
    await page.context().close();
  });

  it('names an origin the platform does not allow (no CORS answer: a network TypeError in the browser)', async () => {
    const origin = host.url.replace('localhost', '127.0.0.1');
    const { page } = await open({}, origin);
    const report = await runDoctor(page);
    const [problem] = line(report, 'origin', 'problem');
    expect(problem?.message).toContain(`not to this page's origin (${origin})`);
    expect(problem?.fix).toContain(`Add ${origin} to the allowed domains`);
    expect(line(report, 'client-id', 'unchecked')).toHaveLength(1);
    await page.context().close();
  });

  it('names a data-catalog that is not the site’s catalog', async () => {
    const { page } = await open({ tag: 'data-catalog="v1"' });
    const report = await runDoctor(page);
    const [problem] = line(report, 'catalog', 'problem');
    expect(problem?.message).toContain('data-catalog="v1" is wrong: the site runs Catalog V3');
    expect(problem?.fix).toContain('data-catalog="v3"');
    await page.context().close();
  });

  it('names a buy button whose product does not exist', async () => {
    const unknown = '00000000-0000-4000-8000-0000000000ff';
    const { page } = await open({
      buttons: `<button id="ghost" data-dropcart-add="${unknown}">Buy</button>`,
    });
    const report = await runDoctor(page);
    const [problem] = line(report, 'buy-buttons', 'problem');
    expect(problem?.message).toContain(`<button id="ghost"> data-dropcart-add="${unknown}"`);
    expect(problem?.message).toContain(`no product "${unknown}"`);
    expect(line(report, 'buy-buttons', 'ok')[0]?.message).toMatch(/^2 of 3 buy buttons/);
    await page.context().close();
  });

  it('names an option and a choice a buy button gives that the product does not have', async () => {
    const { page } = await open({
      buttons: `<button id="poster" data-dropcart-add="${POSTER.id}" data-dropcart-options='{"Colour":"Red"}'>Buy</button>
<button id="big" data-dropcart-add="${POSTER.id}" data-dropcart-options='{"Size":"A0"}'>Buy</button>`,
    });
    const report = await runDoctor(page);
    const messages = line(report, 'buy-buttons', 'problem').map((check) => check.message);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain(`<button id="poster"> data-dropcart-add="${POSTER.id}" (${POSTER.name})`);
    expect(messages[0]).toContain(
      `names the option "Colour", which ${POSTER.name} does not have (its options: Size)`,
    );
    expect(messages[1]).toContain('names "A0" for Size, which is not a choice');
    expect(messages[1]).toContain('A3, A2, A1');
    await page.context().close();
  });

  it('names a Content-Security-Policy that does not let the widget reach the platform', async () => {
    const { page } = await open({
      csp: `default-src 'self'; frame-src ${store.api}; img-src ${store.api}`,
    });
    const report = await runDoctor(page);
    const problems = line(report, 'csp', 'problem');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain(
      `blocks the widget's requests to the platform (${store.api}): its default-src does not allow ${store.api} (the browser blocked a request to it)`,
    );
    expect(problems[0]?.fix).toContain(`Add ${store.api} to default-src`);
    // The token request never left the browser: the platform's lines say they could not ask.
    expect(line(report, 'client-id', 'unchecked')).toHaveLength(1);
    expect(line(report, 'origin', 'unchecked')).toHaveLength(1);
    await page.context().close();
  });

  it('names a login redirect URI the platform refuses and a data-allowed-origins entry that is no origin', async () => {
    const { page } = await open({
      tag: 'data-login-redirect-uri="https://elsewhere.example/back" data-allowed-origins="https://lookbook.example/"',
    });
    const report = await runDoctor(page);
    const redirect = line(report, 'login-redirect', 'problem');
    expect(redirect[0]?.message).toContain(
      'The platform refuses https://elsewhere.example/back as the login redirect URI (400 URL_NOT_ALLOWED)',
    );
    expect(redirect[0]?.fix).toContain('Add https://elsewhere.example to the allowed domains');
    expect(line(report, 'login-redirect', 'warning')[0]?.message).toContain(
      'is on another origin than this page',
    );
    expect(line(report, 'allowed-origins', 'problem')[0]?.message).toBe(
      'data-allowed-origins names "https://lookbook.example/", which is not an origin: messages from frames there are ignored.',
    );
    await page.context().close();
  });

  it('names a data-free-shipping-over that is not a positive amount', async () => {
    const { page } = await open({ tag: 'data-free-shipping-over="$50"' });
    const report = await runDoctor(page);
    expect(line(report, 'free-shipping', 'problem')[0]?.message).toBe(
      'data-free-shipping-over (freeShippingOver) "$50" is not a positive amount: no free-shipping hint is shown.',
    );
    expect(report.ok).toBe(false);
    await page.context().close();
  });

  it('runs once by itself with data-debug; a page that does not ask never loads its code', async () => {
    const quiet = await open({});
    await quiet.page.evaluate(() =>
      (window as unknown as { Dropcart: (m: string) => Promise<unknown> }).Dropcart('getCart'),
    );
    const loaded = await Promise.all(quiet.scripts);
    expect(loaded.length).toBeGreaterThan(1); // the loader and the widget
    expect(loaded.some((code) => code.includes('everything checked is set up'))).toBe(false);
    expect(quiet.console.map((m) => m.text()).join('\n')).not.toContain('setup doctor');
    // Asked, it loads.
    await runDoctor(quiet.page);
    expect(
      (await Promise.all(quiet.scripts)).some((code) => code.includes('everything checked is set up')),
    ).toBe(true);
    await quiet.page.context().close();

    const { page, console } = await open({ tag: 'data-debug' });
    await expect
      .poll(() => console.map((m) => m.text()).filter((text) => text.startsWith('[dropcart] setup doctor')), {
        timeout: 15_000,
      })
      .toEqual(['[dropcart] setup doctor: everything checked is set up']);
    await page.context().close();
  });
});
