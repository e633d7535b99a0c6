// A frame's envelope is held against the 64 KiB limit before anything else is done with it, and the check
// must cost no more for a 30 MB message than for a small one (issue 30 #11): the old check wrote the whole
// message as JSON first, which held the host's main thread for seconds. The count is asserted as work
// done (values read), never as time.
import { describe, expect, it } from 'vitest';
import { toJson } from '../../src/http/json.ts';
import { MAX_MESSAGE_CHARS, parseRequest } from '../../widget/host/messages/envelope.ts';
import { jsonSize } from '../../widget/host/messages/json-size.ts';

/** An array of `length` items that counts how many of them are read. */
function countingArray(length: number, item: unknown) {
  const reads = { count: 0 };
  const array = new Proxy(new Array<unknown>(length).fill(item), {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads.count++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { array, reads };
}

describe('the size of a message', () => {
  it('stops reading at the limit: a 30 MB message costs what a 64 KiB one does', () => {
    const { array, reads } = countingArray(3_000_000, 'xxxxxxxx'); // ~33 MB of JSON
    const answer = parseRequest({ dropcart: 1, id: 'flood', type: 'add', payload: array });
    expect(answer).toMatchObject({ kind: 'invalid', id: 'flood', error: { code: 'TOO_LARGE' } });
    // Each item is at least 11 characters of JSON: the walk gives up within the limit's worth of them.
    expect(reads.count).toBeLessThanOrEqual(Math.ceil(MAX_MESSAGE_CHARS / 11) + 1);
  });

  it('refuses one huge string without reading it through', () => {
    const answer = parseRequest({ dropcart: 1, id: 's', type: 'add', payload: 'x'.repeat(30_000_000) });
    expect(answer).toMatchObject({ kind: 'invalid', error: { code: 'TOO_LARGE' } });
  });

  it('counts exactly what JSON writes, below the limit', () => {
    const samples: unknown[] = [
      {
        dropcart: 1,
        id: 'a',
        type: 'add',
        payload: { productId: 'p1', quantity: 2, options: { Size: 'M' } },
      },
      { text: 'quote " backslash \\ newline \n tab \t bell \u0007 emoji 🛒 lone \ud800 end' },
      [1, -0.5, 1e21, Number.NaN, Number.POSITIVE_INFINITY, true, false, null, undefined, () => 1],
      {
        skipped: undefined,
        fn: () => 1,
        kept: 'k',
        at: new Date(Date.UTC(2026, 0, 2)),
        bad: new Date(Number.NaN),
      },
      { nested: [[[{}]], { a: [] }], empty: '' },
      new Array(3),
    ];
    for (const sample of samples)
      expect(jsonSize(sample, MAX_MESSAGE_CHARS)).toEqual({ kind: 'within', size: toJson(sample).length });
    expect(jsonSize('x'.repeat(10), 12)).toEqual({ kind: 'within', size: 12 });
    expect(jsonSize('x'.repeat(11), 12)).toEqual({ kind: 'too-large' });
  });

  it('calls a message JSON cannot write malformed', () => {
    const cycle: Record<string, unknown> = { dropcart: 1, id: 'c', type: 'add' };
    cycle.payload = cycle;
    expect(parseRequest(cycle)).toMatchObject({ kind: 'invalid', error: { code: 'MALFORMED' } });
    expect(jsonSize({ n: 1n }, MAX_MESSAGE_CHARS)).toEqual({ kind: 'malformed' });
    // The same object twice, not in a cycle, is fine.
    const shared = { a: 1 };
    expect(jsonSize([shared, shared], MAX_MESSAGE_CHARS)).toEqual({ kind: 'within', size: 17 });
  });
});
