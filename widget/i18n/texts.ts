// The owner's own words (issue 28): `data-texts='{"en":{"cart.title":"Your bag"}}'` or `texts` for mount()
// and <Dropcart />, by language and key. A mistake in them is the owner's to read in the console, never
// the shopper's: malformed JSON or a wrong shape is said here, an unknown language or key, or a text whose
// placeholders differ from English's, by check-texts.ts (loaded only when there are texts to check).

/** Texts by language (`en`, `de`, …) and key (docs/embedding.md lists every key). */
export type OwnerTexts = Record<string, Record<string, string>>;

type Warn = (message: string) => void;

/** The texts as given (an object, or the attribute's JSON), keeping only strings under objects. */
export function parseTexts(given: unknown, warn: Warn): OwnerTexts {
  let value = given;
  if (typeof value === 'string')
    try {
      value = JSON.parse(value);
    } catch (error) {
      warn(
        `[dropcart] data-texts is not JSON, so the widget's own texts are used: ${(error as Error).message}`,
      );
      return {};
    }
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (value === undefined || value === null || value === '') return {};
  if (!isObject(value)) {
    warn(
      '[dropcart] texts must be an object of languages, each an object of keys and texts: {"en":{"cart.title":"Your bag"}}',
    );
    return {};
  }
  // fromEntries makes own properties of every name ("__proto__" too), never a prototype.
  const notText: string[] = [];
  const texts: OwnerTexts = Object.fromEntries(
    Object.entries(value).flatMap(([language, entries]) => {
      if (!isObject(entries)) {
        notText.push(language);
        return [];
      }
      const own = Object.entries(entries).filter((entry): entry is [string, string] => {
        const [key, text] = entry;
        if (typeof text !== 'string') notText.push(`${language}.${key}`);
        return typeof text === 'string';
      });
      return [[language, Object.fromEntries(own)]];
    }),
  );
  if (notText.length > 0)
    warn(`[dropcart] texts: only strings can replace a text, so these were left out: ${notText.join(', ')}`);
  return texts;
}
