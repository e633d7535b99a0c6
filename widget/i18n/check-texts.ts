// The slow half of the owner's texts' check (texts.ts), loaded only when a page gives texts: it needs
// every key, which the first load does not carry. One console message for all that is wrong.
import { placeholdersOf } from './message.ts';
import { LANGUAGES } from './pick.ts';
import type { OwnerTexts } from './texts.ts';

/**
 * Every English text, its halves loaded as the widget loads them. Not en.ts: a static import of the halves
 * here makes each English half a chunk shared with this one, whose module object the bundler then builds
 * with its runtime, fetched as a file of its own on the way to the first cart.
 */
async function english(): Promise<Record<string, string>> {
  const [{ core }, { ui, parts }] = await Promise.all([import('./en-core.ts'), import('./en-ui.ts')]);
  const rest = await Promise.all(Object.values(parts).map((load) => load()));
  return Object.assign({}, core, ui, ...rest);
}

export async function checkTexts(texts: OwnerTexts, warn: (message: string) => void): Promise<void> {
  // Offline, there is nothing to check against; the widget's own texts are kept where the owner's fail.
  const en = await english().catch(() => undefined);
  if (!en) return;
  const problems: string[] = [];
  for (const [language, entries] of Object.entries(texts)) {
    if (!(LANGUAGES as readonly string[]).includes(language)) {
      problems.push(`"${language}" is not a language of the widget (${LANGUAGES.join(', ')})`);
      continue;
    }
    for (const [key, text] of Object.entries(entries)) {
      if (!Object.hasOwn(en, key)) problems.push(`${language}: "${key}" is not a text of the widget`);
      else if (placeholdersOf(text) !== placeholdersOf(en[key] ?? ''))
        problems.push(`${language}: "${key}" needs the placeholders of "${en[key]}"`);
    }
  }
  if (problems.length > 0)
    warn(
      `[dropcart] texts: ${problems.join('; ')}. Those are left out; docs/embedding.md lists the languages and keys.`,
    );
}
