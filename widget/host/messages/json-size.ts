// The length of a value's JSON text, counted without writing it: a frame's message is held against the
// size limit before anything else is done with it, so its work must stop at the limit. JSON.stringify on a
// 30 MB envelope held the host's main thread for seconds before the size was even known.

/** `size`: the JSON text's length, when it is at most the limit. */
export type JsonSize = { kind: 'within'; size: number } | { kind: 'too-large' } | { kind: 'malformed' };

const toIsoString = Date.prototype.toISOString;
const NAMED_ESCAPES = new Set([0x22, 0x5c, 0x08, 0x0c, 0x0a, 0x0d, 0x09]);

class TooLarge {}
class Malformed {}

/**
 * The length of `JSON.stringify(value)` as src/http/json.ts writes it (no `toJSON` but a Date's), walked
 * with a running budget: the walk stops at the first character past `limit`, so a huge message costs no
 * more than a small one. Cycles and BigInts, which JSON cannot write, are `malformed`.
 */
export function jsonSize(value: unknown, limit: number): JsonSize {
  let used = 0;
  const spend = (chars: number) => {
    used += chars;
    if (used > limit) throw new TooLarge();
  };
  const ancestors = new Set<object>();

  const string = (text: string) => {
    // At least one character each, and the quotes: a string longer than what is left is too large unread.
    spend(2);
    if (used + text.length > limit) throw new TooLarge();
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x20 && code !== 0x22 && code !== 0x5c && (code < 0xd800 || code > 0xdfff)) spend(1);
      else if (NAMED_ESCAPES.has(code)) spend(2);
      else if (code >= 0xd800 && code <= 0xdbff && isLow(text.charCodeAt(i + 1))) {
        spend(2);
        i++;
      } else spend(6); // \u00XX, or a lone surrogate written as \uXXXX
    }
  };

  /** Writes `item`; returns false for what JSON leaves out of an object (undefined, functions, symbols). */
  const walk = (item: unknown): boolean => {
    switch (typeof item) {
      case 'string':
        string(item);
        return true;
      case 'number':
        spend(Number.isFinite(item) ? String(item).length : 4);
        return true;
      case 'boolean':
        spend(item ? 4 : 5);
        return true;
      case 'bigint':
        throw new Malformed();
      case 'undefined':
      case 'function':
      case 'symbol':
        return false;
    }
    if (item === null) {
      spend(4);
      return true;
    }
    if (item instanceof Date) {
      if (Number.isNaN(item.getTime())) spend(4);
      else string(toIsoString.call(item));
      return true;
    }
    const object = item as object;
    if (ancestors.has(object)) throw new Malformed();
    ancestors.add(object);
    if (Array.isArray(object)) {
      spend(2);
      for (let i = 0; i < object.length; i++) {
        if (i > 0) spend(1);
        if (!walk(object[i])) spend(4); // null, as JSON writes a hole or an undefined in an array
      }
    } else {
      spend(2);
      let first = true;
      for (const key in object) {
        if (!Object.hasOwn(object, key)) continue;
        const before = used;
        spend(first ? 1 : 2); // the colon, and the comma before all but the first
        string(key);
        if (walk((object as Record<string, unknown>)[key])) first = false;
        else used = before;
      }
    }
    ancestors.delete(object);
    return true;
  };

  try {
    return walk(value) ? { kind: 'within', size: used } : { kind: 'malformed' };
  } catch (stop) {
    if (stop instanceof TooLarge) return { kind: 'too-large' };
    // A cycle, a BigInt, a getter that threw, nesting deeper than the stack: nothing JSON can write.
    return { kind: 'malformed' };
  }
}

const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;
