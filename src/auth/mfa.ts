// A sign-in paused for a second factor, read from the platform's answer (spec §3 "MFA factor types"; the
// shapes of @wix/auto_sdk_identity_authentication's `StateMachineResponse.mfaChallengeData` and
// `requireMfaData`, `Identity.factors`). Factor types the spec does not list (WEBAUTHN, RECOVERY_CODE) are
// left out: nothing here can verify them.
import type {
  Factor,
  FactorStatus,
  FactorType,
  MfaChallenge,
  MfaReason,
  StateMachineResponse,
} from '../types/identity.ts';

const FACTOR_TYPES = new Set<string>(['PASSWORD', 'SMS', 'CALL', 'EMAIL', 'TOTP', 'PUSH']);
const STATUSES = new Set<string>(['INACTIVE', 'ACTIVE', 'REQUIRE_REENROLL']);
/** `V1Factor.factorStatus` (the challenge's list) says the same three states in other words. */
const FROM_V1_STATUS: Record<string, FactorStatus> = {
  ENABLED: 'ACTIVE',
  ENABLED_BY_RULE: 'ACTIVE',
  REQUIRE_ACTIVATION: 'INACTIVE',
  DISABLED_BY_RULE: 'INACTIVE',
  REQUIRE_REENROLL: 'REQUIRE_REENROLL',
};

type Loose = Record<string, unknown> | undefined;
const objectAt = (value: unknown): Loose =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
const stringAt = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const isFactorType = (value: unknown): value is FactorType => FACTOR_TYPES.has(value as string);

/** The identity's factors; without them, the challenge's own list. */
function factorsOf(res: StateMachineResponse, data: Loose): Factor[] {
  const listed = objectAt(res.identity)?.factors;
  if (Array.isArray(listed))
    return listed.flatMap((raw) => {
      const f = objectAt(raw);
      if (!isFactorType(f?.type) || !STATUSES.has(f.status as string)) return [];
      const factorId = stringAt(f.factorId);
      return [{ ...(factorId ? { factorId } : {}), type: f.type, status: f.status as FactorStatus }];
    });
  const available = data?.availableFactors;
  return (Array.isArray(available) ? available : []).flatMap((raw) => {
    const f = objectAt(raw);
    const status = FROM_V1_STATUS[stringAt(f?.factorStatus) ?? ''];
    return isFactorType(f?.factorType) && status ? [{ type: f.factorType, status }] : [];
  });
}

/** The second factor a paused sign-in waits for, or undefined when the answer is no such pause. */
export function mfaChallengeOf(res: StateMachineResponse): MfaChallenge | undefined {
  const data = objectAt(res.mfaChallengeData) ?? objectAt(res.requireMfaData);
  if (!data && res.state !== 'MFA_CHALLENGE' && res.state !== 'REQUIRE_MFA') return undefined;
  const challenge = objectAt(data?.verificationChallengeData);
  const hint = stringAt(challenge?.hint);
  const transactionId = stringAt(objectAt(challenge?.pushData)?.transactionId);
  const reason = stringAt(data?.reason);
  return {
    ...(isFactorType(data?.factorType) ? { factorType: data.factorType } : {}),
    factors: factorsOf(res, data),
    ...(reason === 'USER_SETTINGS' || reason === 'HIGH_RISK_LOGIN' ? { reason: reason as MfaReason } : {}),
    ...(hint ? { hint } : {}),
    ...(transactionId ? { transactionId } : {}),
  };
}
