import { describe, expect, it } from 'vitest';
import { createSerialQueue } from '../../widget/cart/serial-queue.ts';

const later = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => (fail ? reject(new Error(String(value))) : resolve(value)), ms),
  );

describe('the serial queue', () => {
  it('runs tasks one at a time in the order given, whatever their duration', async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    const task = (name: string, ms: number) => () => {
      log.push(`start ${name}`);
      return later(ms, name).then((value) => {
        log.push(`end ${name}`);
        return value;
      });
    };
    const results = await Promise.all([
      queue.run(task('a', 30)),
      queue.run(task('b', 1)),
      queue.run(task('c', 10)),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('keeps going after a failed task and reports the failure to its caller only', async () => {
    const queue = createSerialQueue();
    const failed = queue.run(() => later(5, 'boom', true));
    const next = queue.run(() => later(1, 'after'));
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('after');
    await expect(queue.idle()).resolves.toBeUndefined();
  });
});
