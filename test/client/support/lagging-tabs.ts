// Tabs of one origin as a browser runs them, in Node: each tab sees the shared localStorage through its own
// copy, which shows another tab's writes only when the test says they have arrived (`deliverWrites()`): in a
// browser they come from another process, a moment later. BroadcastChannel messages and Web Locks go between
// the tabs as a browser passes them: a message is delivered before the lock that was let go after it was
// sent is granted again.
import { memoryStorage } from './storage-window.ts';

/** A lock manager that grants one exclusive lock at a time, in request order, like navigator.locks. */
export function fifoLocks(): LockManager {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    request: (_name: string, callback: () => Promise<unknown>) => {
      const run = queue.then(() => callback());
      queue = run.catch(() => undefined);
      return run;
    },
  } as unknown as LockManager;
}

/**
 * BroadcastChannel between the windows of one origin. `late`: a message arrives a task later, after a lock
 * let go after it was sent is granted again (Chromium orders neither before the other).
 */
function channels(late: boolean) {
  const deliver = late ? (f: () => void) => setTimeout(f, 0) : queueMicrotask;
  const open = new Set<Channel>();
  class Channel extends EventTarget {
    constructor(readonly name: string) {
      super();
      open.add(this);
    }
    postMessage(data: unknown): void {
      const copy = structuredClone(data);
      for (const other of open)
        if (other !== this && other.name === this.name)
          deliver(() => {
            if (open.has(other)) other.dispatchEvent(new MessageEvent('message', { data: copy }));
          });
    }
    close(): void {
      open.delete(this);
    }
  }
  return { Channel, open };
}

export interface LaggingOrigin {
  /** A new tab's window: its own view of localStorage; BroadcastChannel unless `broadcast` is false. */
  window(options?: { broadcast?: boolean }): Window;
  /** Shows every tab the localStorage writes the others made so far. */
  deliverWrites(): void;
  /** BroadcastChannels open now, across the origin's tabs. */
  openChannels(): number;
}

export function laggingOrigin({ lateMessages = false } = {}): LaggingOrigin {
  /** Each tab's own copy of the storage. */
  const copies: Storage[] = [];
  let pending: Array<{ from: Storage; key: string; value: string | null }> = [];
  const { Channel, open } = channels(lateMessages);
  return {
    window({ broadcast = true } = {}) {
      const own = memoryStorage();
      copies.push(own);
      const view: Storage = {
        get length() {
          return own.length;
        },
        clear: () => own.clear(),
        key: (index) => own.key(index),
        getItem: (key) => own.getItem(key),
        setItem: (key, value) => {
          own.setItem(key, value);
          pending.push({ from: own, key, value: String(value) });
        },
        removeItem: (key) => {
          own.removeItem(key);
          pending.push({ from: own, key, value: null });
        },
      };
      const win = Object.assign(new EventTarget(), {
        localStorage: view,
        ...(broadcast ? { BroadcastChannel: Channel } : {}),
      });
      return win as unknown as Window;
    },
    deliverWrites() {
      const writes = pending;
      pending = [];
      for (const { from, key, value } of writes)
        for (const copy of copies) {
          if (copy === from) continue;
          if (value === null) copy.removeItem(key);
          else copy.setItem(key, value);
        }
    },
    openChannels: () => open.size,
  };
}
