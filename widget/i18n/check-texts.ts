// The slow half of the owner's texts' check (texts.ts), loaded only when a page gives texts: it needs
// every key, which the first load does not carry. One console message for all that is wrong.
import { en, type MessageKey } from './en.ts';
import { placeholdersOf } from './message.ts';
import { LANGUAGES } from './pick.ts';
import type { OwnerTexts } from './texts.ts';

export function checkTexts(texts: OwnerTexts, warn: (message: string) => void): void {
  const problems: string[] = [];
  for (const [language, entries] of Object.entries(texts)) {
    if (!(LANGUAGES as readonly string[]).includes(language)) {
      problems.push(`"${language}" is not a language of the widget (${LANGUAGES.join(', ')})`);
      continue;
    }
    for (const [key, text] of Object.entries(entries)) {
      if (!Object.hasOwn(en, key)) problems.push(`${language}: "${key}" is not a text of the widget`);
      else if (placeholdersOf(text) !== placeholdersOf(en[key as MessageKey]))
        problems.push(`${language}: "${key}" needs the placeholders of "${en[key as MessageKey]}"`);
    }
  }
  if (problems.length > 0)
    warn(
      `[dropcart] texts: ${problems.join('; ')}. Those are left out; docs/embedding.md lists the languages and keys.`,
    );
}
