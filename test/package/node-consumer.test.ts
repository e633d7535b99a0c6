// A Node project and a strict TypeScript project that install the packed tarball, as users would: the
// client against the emulator started from the package's own bin, and the package's types under
// moduleResolution bundler and node16 (issue 14, "Proven from the outside").
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import {
  type Emulator,
  freshProject,
  linkFromRepo,
  type Project,
  ROOT,
  startInstalledEmulator,
} from './support.ts';

const MUG = seedProductId('classic-white-mug');
let project: Project;
let emulator: Emulator;

beforeAll(async () => {
  project = freshProject(inject('tarball'), 'node');
  emulator = await startInstalledEmulator(project);
});
afterAll(async () => {
  await emulator?.stop();
  project?.remove();
});

describe('a Node ESM script', () => {
  it("imports createClient from 'dropcart', reads the current cart and adds a product", () => {
    project.write(
      'shop.mjs',
      `import { createClient } from 'dropcart';
const client = createClient({ clientId: 'demo', apiBase: process.argv[2] });
const before = await client.cart.get();
const product = await client.products.get(process.argv[3]);
const { cart } = await client.cart.add({
  lineItems: [{ catalogReference: client.products.catalogReference(product), quantity: 2 }],
});
const after = await client.cart.get();
console.log(JSON.stringify({ before, added: cart.lines.map((l) => [l.name, l.quantity]), lines: after.lines.length }));
`,
    );
    const out = JSON.parse(project.run('node', ['shop.mjs', emulator.url, MUG]));
    expect(out).toEqual({ before: null, added: [['Classic White Mug', 2]], lines: 1 });
  });

  it("keeps merchant calls in 'dropcart/admin', which a storefront client points to", () => {
    project.write(
      'admin.mjs',
      `import { createClient } from 'dropcart';
import { createAdminClient } from 'dropcart/admin';
const admin = createAdminClient({ clientId: 'demo', apiBase: process.argv[2], apiKey: 'demo-admin-key' });
const tokens = await admin.admin.getMemberTokensForExternalLogin('0a6a1c1e-0000-4000-8000-00000000ada1');
let refusal;
try { createClient({ clientId: 'demo', apiKey: 'demo-admin-key' }); } catch (error) { refusal = error.message; }
console.log(JSON.stringify({ role: tokens.refreshToken.role, storefrontHasAdmin: 'admin' in createClient({ clientId: 'demo' }), refusal }));
`,
    );
    const out = JSON.parse(project.run('node', ['admin.mjs', emulator.url]));
    expect(out).toEqual({
      role: 'member',
      storefrontHasAdmin: false,
      refusal: expect.stringContaining("use createAdminClient from 'dropcart/admin'"),
    });
  });

  it("imports 'dropcart/widget' where there is no DOM, as server-side rendering does, and mounts nothing", () => {
    const out = project.run('node', [
      '--input-type=module',
      '-e',
      "const widget = await import('dropcart/widget'); console.log(JSON.stringify(Object.keys(widget)));",
    ]);
    expect(JSON.parse(out)).toEqual(['mount']);
  });

  it('bundles with esbuild, which knows no CSS import: the widget carries its styles as strings', () => {
    linkFromRepo(project, ['esbuild']);
    project.write('app.js', "import { mount } from 'dropcart/widget';\nmount({ clientId: 'demo' });\n");
    project.run(join(project.dir, 'node_modules/esbuild/bin/esbuild'), [
      'app.js',
      '--bundle',
      '--format=esm',
      '--splitting',
      '--outdir=out',
      '--log-level=error',
    ]);
    const written = project.run('ls', ['out']).split('\n').filter(Boolean);
    expect(written.filter((file) => !file.endsWith('.js'))).toEqual([]);
    // The app's call, to the widget's `mount` under the name esbuild gave it in the chunk it made of the
    // entry (which the widget's lazy parts import from too: vite.config.ts `bootChunk`).
    expect(project.run('cat', ['out/app.js'])).toMatch(
      /^import \{\s*(\w+)\s*\} from "\.\/chunk-[\w-]+\.js";[\s\S]*\b\1\(\{ clientId: "demo" \}\);/,
    );
  });

  it('loads every widget chunk on a host whose Object.prototype has enumerable additions', () => {
    // Old libraries add enumerable properties to built-in prototypes; a bundler's for…in helper that builds
    // a module namespace then defines a getter that is no function, and that chunk fails to load (the
    // browser's hostile-host test meets it only in the flows it drives). Every chunk, imported once each.
    linkFromRepo(project, ['react', 'react-dom', 'scheduler']);
    const script = `Object.defineProperty(Object.prototype, '__hostExtra', { value: 'extra', enumerable: true, writable: true });
const { readdirSync } = await import('node:fs');
const failed = [];
for (const dir of ['node_modules/dropcart/dist/widget', 'node_modules/dropcart/dist/react'])
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js')))
    await import('./' + dir + '/' + file).catch((error) => failed.push(dir + '/' + file + ': ' + error.message));
console.log(JSON.stringify(failed));`;
    expect(JSON.parse(project.run('node', ['--input-type=module', '-e', script]))).toEqual([]);
  });

  it('starts the emulator from a seed file in the documented format (a state document)', async () => {
    const seed = join(project.dir, 'seed.json');
    const coupon = { id: 'c0', code: 'PACKED5', name: '$5 off', type: 'AMOUNT', value: 5 };
    writeFileSync(
      seed,
      JSON.stringify({ 'cart.coupons': [{ ...coupon, timesUsed: 0, usesByCustomer: {} }] }),
    );
    const seeded = await startInstalledEmulator(project, ['--seed', seed]);
    try {
      const answers = JSON.parse(
        project.run('node', [
          '--input-type=module',
          '-e',
          `import { createClient } from 'dropcart';
const client = createClient({ clientId: 'demo', apiBase: ${JSON.stringify(seeded.url)} });
const mug = await client.products.get(${JSON.stringify(MUG)});
await client.cart.add({ lineItems: [{ catalogReference: client.products.catalogReference(mug), quantity: 2 }] });
const apply = (code) => client.cart.applyCoupon(code).then(({ cart }) => cart.coupon?.code, (error) => error.code);
console.log(JSON.stringify([await apply('WELCOME10'), await apply('PACKED5')]));`,
        ]),
      );
      // The seed file's coupons replaced the seeded store's (WELCOME10); the products are the seeded ones.
      expect(answers[0]).not.toBe('WELCOME10');
      expect(answers[1]).toBe('PACKED5');
    } finally {
      await seeded.stop();
    }
  });
});

describe('a strict TypeScript project', () => {
  const consumer = `import { createClient, type Cart, type DropcartClient, isApiError } from 'dropcart';
import { createAdminClient, type AdminClient } from 'dropcart/admin';
import { mount, type MountOptions } from 'dropcart/widget';
import { Dropcart, type DropcartProps } from 'dropcart/react';

const client: DropcartClient = createClient({ clientId: 'demo', apiBase: 'http://127.0.0.1:4010' });
export async function lines(): Promise<number> {
  const cart: Cart | null = await client.cart.get();
  const { cart: after } = await client.cart.add({
    lineItems: [{ catalogReference: { appId: 'app', catalogItemId: 'p' }, quantity: 1 }],
  });
  // @ts-expect-error quantity is a number: the types are real, not any
  await client.cart.add({ lineItems: [{ catalogReference: { appId: 'a', catalogItemId: 'p' }, quantity: '1' }] });
  // @ts-expect-error the storefront client has no merchant calls
  client.admin;
  return (cart?.lines.length ?? 0) + after.lines.length;
}
export const admin: AdminClient = createAdminClient({ clientId: 'demo', apiKey: 'key' });
export const options: MountOptions = { clientId: 'demo' };
export const start = () => mount(options);
export const props: DropcartProps = { clientId: 'demo', onReady: (api) => void api.open() };
export const element = Dropcart;
export const known = (error: unknown) => isApiError(error) && error.status === 404;
`;
  let ts: Project;
  beforeAll(() => {
    ts = freshProject(inject('tarball'), 'types');
    linkFromRepo(ts, ['typescript', '@types/react', 'csstype']);
    ts.write('src/consumer.ts', consumer);
  });
  afterAll(() => ts?.remove());

  for (const [moduleResolution, module] of [
    ['bundler', 'ESNext'],
    ['node16', 'node16'],
  ] as const)
    it(`typechecks under moduleResolution ${moduleResolution}, strict, checking the package's declarations`, () => {
      ts.write(
        `tsconfig.${moduleResolution}.json`,
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            module,
            moduleResolution,
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            types: [],
            strict: true,
            noEmit: true,
            skipLibCheck: false,
            exactOptionalPropertyTypes: true,
            noUncheckedIndexedAccess: true,
          },
          files: ['src/consumer.ts'],
        }),
      );
      const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
      expect(() => ts.run('node', [tsc, '-p', `tsconfig.${moduleResolution}.json`])).not.toThrow();
    });
});
