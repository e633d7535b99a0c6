// GET /members/v1/members/my (§8): the signed-in member. Also `/_emulator/members…`, for the site owner's part
// the emulator has no dashboard for: listing members and approving the ones waiting for approval.
import { applicationError, forbidden } from '../http/errors.ts';
import type { Route } from '../http/router.ts';
import { memberIdNotFound } from '../identity/errors.ts';
import { factorsWire } from '../identity/factors.ts';
import { oneOf } from '../identity/input.ts';
import type { Platform } from '../platform.ts';
import { memberWire } from './wire.ts';

export const membersModule = (platform: Pick<Platform, 'identify' | 'identity'>): Route[] => {
  const { members } = platform.identity;
  return [
    {
      method: 'GET',
      path: '/members/v1/members/my',
      handler: (ctx) => {
        const caller = platform.identify(ctx);
        if (caller.kind !== 'member')
          throw forbidden(`Only a signed-in member has a current member; this caller is a ${caller.kind}`);
        const member = members.byId(caller.memberId);
        if (!member)
          throw applicationError(404, 'MEMBER_NOT_FOUND', 'The member of this token no longer exists');
        const raw = ctx.payload.fieldsets;
        const wanted = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
        for (const [i, value] of wanted.entries())
          oneOf({ value }, 'value', ['PUBLIC', 'FULL', 'EXTENDED'] as const, 'FULL', `fieldsets[${i}]`);
        const fieldset = wanted.length === 0 || wanted.some((v) => v !== 'PUBLIC') ? 'FULL' : 'PUBLIC';
        return { member: memberWire(member, fieldset) };
      },
    },
    {
      method: 'GET',
      path: '/_emulator/members',
      handler: () => ({
        members: members.all().map((m) => ({
          id: m.id,
          email: m.email,
          status: m.status,
          statusReasons: m.statusReasons,
          emailVerified: m.emailVerified,
          passwordResetRequired: m.passwordResetRequired,
          factors: factorsWire(m),
        })),
      }),
    },
    {
      method: 'POST',
      path: '/_emulator/members/:id/approve',
      handler: (ctx) => {
        const member = members.byId(ctx.params.id ?? '');
        if (!member) throw memberIdNotFound(ctx.params.id ?? '');
        // Approval does not skip e-mail verification: a member still waiting for that stays pending.
        const reasons = member.statusReasons.filter((r) => r !== 'PENDING_ADMIN_APPROVAL_REQUIRED');
        members.update(member, { status: reasons.length > 0 ? 'PENDING' : 'ACTIVE', statusReasons: reasons });
        return { id: member.id, status: member.status };
      },
    },
  ];
};
