// A first-party "this browser was signed in" hint: no token, only who (the member's id), the name to show
// and the fact itself. When tokens are gone but the hint remains, a silent sign-in is worth a try, and the
// id says whether the member it brings back is the one who signed in here (silent-restore.ts).
import { toJson } from '../../src/http/json.ts';

export interface MemberHint {
  name: string;
  /** The platform's id of the member; absent in hints written before it was kept, or not yet known. */
  memberId?: string;
}

export interface HintStorage {
  read(): MemberHint | undefined;
  /** `undefined` removes the hint. */
  write(hint: MemberHint | undefined): void;
}

export function hintKey(clientId: string): string {
  return `dropcart:${clientId}:member`;
}

/** The hint of the site `clientId` in `storage` (localStorage, shared by the tabs). */
export function memberHint(storage: Storage | undefined, clientId: string): HintStorage {
  const key = hintKey(clientId);
  return {
    read() {
      try {
        const raw = storage?.getItem(key);
        const parsed: unknown = raw ? JSON.parse(raw) : undefined;
        if (parsed && typeof parsed === 'object' && typeof (parsed as MemberHint).name === 'string') {
          const { name, memberId } = parsed as MemberHint;
          return typeof memberId === 'string' && memberId ? { name, memberId } : { name };
        }
      } catch {
        // A damaged hint is as good as none.
      }
      return undefined;
    },
    write(hint) {
      try {
        if (hint) storage?.setItem(key, toJson(hint));
        else storage?.removeItem(key);
      } catch {
        // Storage full or blocked: the hint is an optimisation only.
      }
    },
  };
}
