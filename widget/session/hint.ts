// A first-party "this browser was signed in" hint: no token, only the name to show and the fact itself.
// When tokens are gone but the hint remains, a silent sign-in is worth a try.

export interface MemberHint {
  name: string;
}

export function hintKey(clientId: string): string {
  return `dropcart:${clientId}:member`;
}

export function readHint(storage: Storage | undefined, clientId: string): MemberHint | undefined {
  try {
    const raw = storage?.getItem(hintKey(clientId));
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (parsed && typeof parsed === 'object' && typeof (parsed as MemberHint).name === 'string')
      return parsed as MemberHint;
  } catch {
    // A damaged hint is as good as none.
  }
  return undefined;
}

export function writeHint(
  storage: Storage | undefined,
  clientId: string,
  hint: MemberHint | undefined,
): void {
  try {
    if (hint) storage?.setItem(hintKey(clientId), JSON.stringify(hint));
    else storage?.removeItem(hintKey(clientId));
  } catch {
    // Storage full or blocked: the hint is an optimisation only.
  }
}

export function storageOf(win: Window, kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return win[kind];
  } catch {
    return undefined;
  }
}
