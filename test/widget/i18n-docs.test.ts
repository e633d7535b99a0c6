// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The snippets of docs/embedding.md, "Languages, direction and your own texts", run as written: each script
// tag is read by the loader's own reader and mounted, and does what the doc says it does.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { readConfig } from '../../loader/config.ts';
import type { MountOptions } from '../../widget/index.ts';
import { withTag } from '../../widget/options.ts';
import { usePlatform } from '../support/platform.ts';
import { mountWidget } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');

const doc = readFileSync(`${process.cwd()}/docs/embedding.md`, 'utf8');
const section = doc.slice(doc.indexOf('## Languages, direction'), doc.indexOf('## Host page attributes'));
const snippets = [...section.matchAll(/```(html|tsx)\n([\s\S]*?)```/g)].map((m) => m[2] ?? '');

afterEach(() => document.documentElement.removeAttribute('lang'));

/** The snippet's script tag, read as the loader reads it, for the emulator. */
function configOf(snippet: string): MountOptions {
  const template = document.createElement('template');
  template.innerHTML = snippet.replace(/^\s*<html[^>]*>\s*…/, '');
  const script = template.content.querySelector('script') as HTMLScriptElement;
  const config = readConfig(script);
  if (typeof config === 'string') throw new Error(config);
  // The tag's attributes as the widget maps them, and the emulator's client for the doc's placeholder.
  const options = withTag(config);
  return { ...options, clientId: 'demo', locale: options.locale ?? '' } as MountOptions;
}

const snippet = (containing: string) => {
  const found = snippets.find((text) => text.includes(containing));
  if (!found) throw new Error(`docs/embedding.md has no snippet with ${containing}`);
  return found;
};

describe('docs/embedding.md, languages', () => {
  it('the page’s <html lang> gives the language', async () => {
    const text = snippet('<html lang="fr">');
    document.documentElement.lang = /<html lang="(\w+)">/.exec(text)?.[1] ?? '';
    const { api, view } = mountWidget(platform.current.url, configOf(text));
    await api.add({ productId: MUG });
    expect(await view.findByRole('dialog', { name: 'Votre panier' })).toBeTruthy();
  });

  it('data-locale="he" mirrors the widget', async () => {
    const { api, view, shadow } = mountWidget(platform.current.url, configOf(snippet('data-locale="he"')));
    await api.open();
    expect(await view.findByRole('dialog', { name: 'העגלה שלך' })).toBeTruthy();
    expect((shadow.querySelector('.dropcart') as HTMLElement).dir).toBe('rtl');
  });

  it('data-formality="informal" says "du"', async () => {
    const { api, view } = mountWidget(platform.current.url, configOf(snippet('data-formality')));
    await api.open();
    expect(await view.findByRole('dialog', { name: 'Dein Warenkorb' })).toBeTruthy();
  });

  it('data-texts replaces the texts it names', async () => {
    const { api, view } = mountWidget(platform.current.url, configOf(snippet('data-texts')));
    await api.add({ productId: MUG });
    const drawer = await view.findByRole('dialog', { name: 'Your bag' });
    expect(drawer.querySelector('.drawer-footer')?.textContent).toContain('Pay now');
  });

  it('texts for <Dropcart /> is the same object', async () => {
    const literal = /texts=\{(\{.*\})\}/.exec(snippet('<Dropcart'))?.[1] ?? '';
    const texts = new Function(`return ${literal}`)() as MountOptions['texts'];
    const { api, view } = mountWidget(platform.current.url, texts ? { texts } : {});
    await api.open();
    expect(await view.findByRole('dialog', { name: 'Your bag' })).toBeTruthy();
  });
});
