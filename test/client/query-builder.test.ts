import { describe, expect, it } from 'vitest';
import { QueryBuilder, type WireQuery } from '../../src/index.ts';

const builder = () => new QueryBuilder<{ id: string }>(async () => ({ items: [] }));

describe('query builder wire form (protocol §7.4)', () => {
  it('starts with an empty filter, offset 0 and limit 50', () => {
    expect(builder().query).toEqual({ filter: {}, paging: { offset: 0, limit: 50 } });
  });

  it('replaces an empty filter, then ANDs and flattens further conditions', () => {
    expect(builder().eq('collectionIds', 'c1').query.filter).toEqual({ collectionIds: 'c1' });
    expect(builder().eq('collectionIds', 'c1').gt('price', 5).query.filter).toEqual({
      $and: [{ collectionIds: 'c1' }, { price: { $gt: 5 } }],
    });
    expect(builder().eq('a', 1).eq('b', 2).eq('c', 3).query.filter).toEqual({
      $and: [{ a: 1 }, { b: 2 }, { c: 3 }],
    });
  });

  it('maps every operator to its wire form', () => {
    const one = (b: QueryBuilder<{ id: string }>) => b.query.filter;
    expect(one(builder().eq('x', undefined))).toEqual({ x: null });
    expect(one(builder().ne('x', 1))).toEqual({ x: { $ne: 1 } });
    expect(one(builder().ge('x', 1))).toEqual({ x: { $gte: 1 } });
    expect(one(builder().lt('x', 1))).toEqual({ x: { $lt: 1 } });
    expect(one(builder().le('x', 1))).toEqual({ x: { $lte: 1 } });
    expect(one(builder().in('x', [1, 2]))).toEqual({ x: { $in: [1, 2] } });
    expect(one(builder().hasSome('x', 'a', 'b'))).toEqual({ x: { $hasSome: ['a', 'b'] } });
    expect(one(builder().hasSome('x', ['a', 'b']))).toEqual({ x: { $hasSome: ['a', 'b'] } });
    expect(one(builder().hasAll('x', ['a']))).toEqual({ x: { $hasAll: ['a'] } });
    expect(one(builder().contains('name', 'shirt'))).toEqual({ name: { $contains: 'shirt' } });
    expect(one(builder().startsWith('name', 'T'))).toEqual({ name: { $startsWith: 'T' } });
    expect(one(builder().between('price', 5, 10))).toEqual({
      $and: [{ price: { $gte: 5 } }, { price: { $lt: 10 } }],
    });
    expect(one(builder().isEmpty('x'))).toEqual({ x: null });
    expect(one(builder().exists('x'))).toEqual({ x: { $exists: true } });
  });

  it('combines builders with or, and and not', () => {
    const red = builder().eq('color', 'red');
    const cheap = builder().lt('price', 10);
    expect(red.or(cheap).query.filter).toEqual({ $or: [{ color: 'red' }, { price: { $lt: 10 } }] });
    expect(red.or(cheap).or(builder().eq('x', 1)).query.filter).toEqual({
      $or: [{ color: 'red' }, { price: { $lt: 10 } }, { x: 1 }],
    });
    expect(red.and(cheap).query.filter).toEqual({ $and: [{ color: 'red' }, { price: { $lt: 10 } }] });
    expect(red.not(cheap).query.filter).toEqual({ $not: { price: { $lt: 10 } } });
    expect(builder().or(cheap).query.filter).toEqual({ price: { $lt: 10 } });
  });

  it('renames the SDK-style _id field per segment', () => {
    expect(builder().eq('_id', 'p1').query.filter).toEqual({ id: 'p1' });
    expect(builder().ascending('_createdDate').query.sort).toEqual([
      { fieldName: 'createdDate', order: 'ASC' },
    ]);
  });

  it('appends sorts and keeps limit and offset independent', () => {
    const q = builder().ascending('name').descending('price', 'sku').limit(10).skip(20).query;
    expect(q.sort).toEqual([
      { fieldName: 'name', order: 'ASC' },
      { fieldName: 'price', order: 'DESC' },
      { fieldName: 'sku', order: 'DESC' },
    ]);
    expect(q.paging).toEqual({ offset: 20, limit: 10 });
    expect(builder().skip(5).query.paging).toEqual({ offset: 5, limit: 50 });
  });

  it('leaves the original builder unchanged (immutable)', () => {
    const base = builder().eq('visible', true);
    base.limit(3).eq('x', 1);
    expect(base.query).toEqual({ filter: { visible: true }, paging: { offset: 0, limit: 50 } });
  });

  it('rejects a limit or skip that is not a whole number in range', () => {
    expect(() => builder().limit(0)).toThrow('limit must be a positive integer, got 0');
    expect(() => builder().skip(-1)).toThrow('skip must be a non-negative integer, got -1');
  });

  it('pages with offsets: totalCount, hasNext and next', async () => {
    const all = Array.from({ length: 7 }, (_, i) => ({ id: `p${i}` }));
    const seen: WireQuery[] = [];
    const b = new QueryBuilder<{ id: string }>(async (q) => {
      seen.push(q);
      return {
        items: all.slice(q.paging.offset, q.paging.offset + q.paging.limit),
        metadata: { total: all.length },
      };
    });
    const first = await b.limit(3).find();
    expect(first.items.map((p) => p.id)).toEqual(['p0', 'p1', 'p2']);
    expect(first.totalCount).toBe(7);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    const third = await second.next();
    expect(third.items.map((p) => p.id)).toEqual(['p6']);
    expect(third.hasNext()).toBe(false);
    expect(seen.map((q) => q.paging.offset)).toEqual([0, 3, 6]);
  });

  it('stops paging when the total is unknown or too many to count', async () => {
    const none = await new QueryBuilder<{ id: string }>(async () => ({ items: [{ id: 'a' }] }))
      .limit(1)
      .find();
    expect(none.totalCount).toBeUndefined();
    expect(none.hasNext()).toBe(false);
    const many = await new QueryBuilder<{ id: string }>(async () => ({
      items: [{ id: 'a' }],
      metadata: { total: 1000, tooManyToCount: true },
    }))
      .limit(1)
      .find();
    expect(many.totalCount).toBeUndefined();
  });
});
