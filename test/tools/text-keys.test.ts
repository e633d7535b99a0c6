// The keys docs/embedding.md lists for owners' own texts are the catalogs' keys, each with its English text.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC, docTable, keyTable } from './text-keys.ts';

describe('the text keys in docs/embedding.md', () => {
  it('are exactly the catalogs’ (npx tsx test/tools/text-keys.ts --write makes them so)', () => {
    expect(docTable(readFileSync(DOC, 'utf8'))).toBe(keyTable());
  });
});
