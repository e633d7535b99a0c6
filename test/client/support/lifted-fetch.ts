// For tests of the client under a host page's patches of built-in prototypes: the requests are made under
// the patch, and the emulator (in this same process) answers with it lifted, as a platform elsewhere would.

/** A fetch that lifts the patch while any request is on its way and puts it back when none is. */
export function fetchWithPatchLifted(patch: () => void, unpatch: () => void): typeof globalThis.fetch {
  let inFlight = 0;
  return async (input, init) => {
    if (inFlight++ === 0) unpatch();
    try {
      const response = await globalThis.fetch(input, init);
      return new Response(await response.text(), response);
    } finally {
      if (--inFlight === 0) patch();
    }
  };
}
