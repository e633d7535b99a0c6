// The hand-over of a visitor's cart to the member is the cart module's work; a bug in it must not cost the
// member the sign-in. No request can make the emulator's own hand-over fail, so the grant is given one that
// does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorizationCodeGrant, type GrantDeps } from '../../../demo/platform/auth/grants.ts';
import type { RequestContext } from '../../../demo/platform/http/router.ts';
import { createIdentityServices } from '../../../demo/platform/identity/services.ts';
import { defaultConfig } from '../../../demo/platform/platform.ts';
import { StateStore } from '../../../demo/platform/state/store.ts';
import { pkce } from './http.ts';

const ADA = '0a6a1c1e-0000-4000-8000-00000000ada1';
afterEach(() => vi.restoreAllMocks());

describe('the code exchange', () => {
  it('signs the member in even when the hand-over of the visitor`s cart fails, and reports the failure', () => {
    const identity = createIdentityServices(
      new StateStore(undefined),
      () => 1_700_000_000_000,
      () => 600,
    );
    const handedOver: string[] = [];
    const deps: GrantDeps = {
      config: defaultConfig(),
      identity,
      memberSignedIn: (visitorId) => {
        handedOver.push(visitorId);
        throw new Error('cart bug');
      },
    };
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { verifier, challenge } = pkce();
    const code = identity.codes.issue({
      clientId: 'demo',
      codeChallenge: challenge,
      memberId: ADA,
      visitorId: 'v-1',
    });
    const ctx = { payload: { clientId: 'demo', code, codeVerifier: verifier } } as unknown as RequestContext;

    const answer = authorizationCodeGrant(deps, ctx);
    expect(identity.tokens.accessGrantee(answer.access_token)).toEqual({
      clientId: 'demo',
      visitorId: 'v-1',
      memberId: ADA,
    });
    expect(handedOver).toEqual(['v-1']);
    expect(reported).toHaveBeenCalledWith(
      '[platform] the hand-over of the visitor to the member failed',
      expect.objectContaining({ message: 'cart bug' }),
    );
  });
});
