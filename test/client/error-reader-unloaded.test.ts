// How a refusal's body reads (src/http/to-call-error.ts) loads with the first answer that is not a 200
// (send.ts). When it cannot load (offline, a deploy that removed the file), the call still fails at once,
// as a SystemError with the answer's status, never hangs or throws the loader's own error.
import { expect, it, vi } from 'vitest';
import { isSystemError } from '../../src/errors/guards.ts';
import { send } from '../../src/http/send.ts';
import { resolvePlatform } from '../../src/platform.ts';
import { useAnsweringServer } from './support/answering-server.ts';

vi.mock('../../src/http/to-call-error.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const server = useAnsweringServer({
  '/refused': { status: 409, headers: { 'x-wix-request-id': 'req-7' }, body: '{}' },
  '/failed': { status: 503, body: '{}' },
});

it('fails a refused call as a SystemError when the error reader cannot load', async () => {
  const platform = resolvePlatform();
  const read = await send(server.url, platform, { method: 'GET', path: '/refused' }).catch((e: unknown) => e);
  expect(isSystemError(read)).toBe(true);
  expect(read).toMatchObject({ requestId: 'req-7', code: 'UNKNOWN' });
  // A change that met a failure may have been applied: read back before repeating it.
  const change = await send(server.url, platform, { method: 'POST', path: '/failed' }).catch(
    (e: unknown) => e,
  );
  expect(change).toMatchObject({ name: 'SystemError', code: 'OUTCOME_UNKNOWN' });
});
