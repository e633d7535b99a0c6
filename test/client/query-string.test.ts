import { describe, expect, it } from 'vitest';
import { base64ToText, textToBase64Url } from '../../src/http/base64.ts';
import { toQueryString } from '../../src/http/query-string.ts';

const decodeR = (qs: string) => JSON.parse(base64ToText(padded(decodeURIComponent(qs.replace(/^\.r=/, '')))));
const padded = (s: string) => s + '='.repeat((4 - (s.length % 4)) % 4);

describe('GET payload serialisation (protocol §2.2)', () => {
  it('writes simple payloads as dot paths, repeated keys for arrays, dropping nulls', () => {
    expect(
      toQueryString({
        id: 'p1',
        includeMerchantSpecificData: true,
        paging: { limit: 10 },
        fields: ['URL', 'CURRENCY'],
        gone: null,
        missing: undefined,
      }),
    ).toBe('id=p1&includeMerchantSpecificData=true&paging.limit=10&fields=URL&fields=CURRENCY');
  });

  it('drops arrays of objects in the simple form', () => {
    expect(toQueryString({ a: [{ x: 1 }], b: 2 })).toBe('b=2');
  });

  it('sends nested payloads of query endpoints as .r=base64url(JSON)', () => {
    const payload = {
      query: {
        filter: { $and: [{ collectionIds: 'c1' }, { price: { $gt: 5 } }] },
        paging: { offset: 20, limit: 10 },
      },
    };
    const qs = toQueryString(payload, true);
    expect(qs.startsWith('.r=')).toBe(true);
    expect(qs.slice(3)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeR(qs)).toEqual(payload);
  });

  it('keeps flat payloads of query endpoints in the simple form', () => {
    expect(toQueryString({ slug: 'shirts' }, true)).toBe('slug=shirts');
  });

  it('encodes UTF-8 text in base64url without padding', () => {
    expect(textToBase64Url('{"name":"Crème ☕"}')).toBe('eyJuYW1lIjoiQ3LDqG1lIOKYlSJ9');
    expect(base64ToText('eyJuYW1lIjoiQ3LDqG1lIOKYlSJ9')).toBe('{"name":"Crème ☕"}');
  });

  it('rejects base64 whose length is not a multiple of 4', () => {
    expect(() => base64ToText('abc')).toThrow('length 3 is not a multiple of 4');
    expect(() => base64ToText('aGVsbG8')).toThrow('not a multiple of 4');
    expect(base64ToText('aGVsbG8=')).toBe('hello');
  });
});
