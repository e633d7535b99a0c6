import { describe, expect, it, vi } from 'vitest';
import { createSerialQueue } from '../../widget/cart/serial-queue.ts';

/** A task the test finishes itself, in whatever order it likes. */
function task<T>(log: string[], name: string, value: T) {
  let finish: (outcome: { ok: true } | { ok: false }) => void = () => {};
  const run = () => {
    log.push(`start ${name}`);
    return new Promise<T>((resolve, reject) => {
      finish = (outcome) => {
        log.push(`end ${name}`);
        if (outcome.ok) resolve(value);
        else reject(new Error(name));
      };
    });
  };
  return { run, succeed: () => finish({ ok: true }), fail: () => finish({ ok: false }) };
}

/** A few turns of the microtask queue: enough for a queued task to start, were it allowed to. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
};

describe('the serial queue', () => {
  it('runs tasks one at a time in the order given, whatever order they would finish in', async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    const [a, b, c] = [task(log, 'a', 'A'), task(log, 'b', 'B'), task(log, 'c', 'C')];
    const results = Promise.all([queue.run(a.run), queue.run(b.run), queue.run(c.run)]);
    await settle();
    expect(log).toEqual(['start a']); // b and c wait, even though they could be quicker
    a.succeed();
    await vi.waitFor(() => expect(log).toEqual(['start a', 'end a', 'start b']));
    b.succeed();
    await vi.waitFor(() => expect(log.at(-1)).toBe('start c'));
    c.succeed();
    await expect(results).resolves.toEqual(['A', 'B', 'C']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('keeps going after a failed task and reports the failure to its caller only', async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    const [boom, after] = [task(log, 'boom', 0), task(log, 'after', 'after')];
    const failed = queue.run(boom.run);
    const next = queue.run(after.run);
    await settle();
    boom.fail();
    await expect(failed).rejects.toThrow('boom');
    await vi.waitFor(() => expect(log.at(-1)).toBe('start after'));
    after.succeed();
    await expect(next).resolves.toBe('after');
    await expect(queue.idle()).resolves.toBeUndefined();
  });

  it('starts nothing before the promise it was told to wait for', async () => {
    let open: () => void = () => {};
    const queue = createSerialQueue(new Promise<void>((resolve) => (open = resolve)));
    const log: string[] = [];
    const first = task(log, 'first', 1);
    const result = queue.run(first.run);
    await settle();
    expect(log).toEqual([]);
    open();
    await vi.waitFor(() => expect(log).toEqual(['start first']));
    first.succeed();
    await expect(result).resolves.toBe(1);
  });
});
