// Whether a silent restore brought back the member who signed in here. The platform answers for whatever
// member session the browser has there, and anyone can give a shopper one: an attacker signs in with her
// own account and sends the victim the login session's short link. Adopting that session put the victim's
// cart, address and order into the attacker's account, under the victim's remembered name (login CSRF).
import type { HintStorage } from './hint.ts';
import type { KnownMember, MemberName } from './member-name.ts';
import type { MemberTokens } from './types.ts';

/**
 * The member of `tokens` when it is the one the hint remembers; otherwise undefined, and when it is known
 * to be someone else (or the hint cannot tell: it predates the member's id), the hint is removed, so the
 * shopper is shown signed out and the remembered name is never put on another member. A failed read keeps
 * the hint: nothing was learnt, and the next page load asks again.
 */
export async function sameMember(
  tokens: MemberTokens,
  { hint, names }: { hint: HintStorage; names: Pick<MemberName, 'of'> },
): Promise<KnownMember | undefined> {
  const remembered = hint.read();
  if (!remembered?.memberId) {
    hint.write(undefined);
    return undefined;
  }
  const member = await names.of(tokens.accessToken.value);
  if (!member) return undefined;
  if (member.id === remembered.memberId) return member;
  // Only if the hint is still the one compared with: a sign-in meanwhile (this tab or another) wrote its own.
  if (hint.read()?.memberId === remembered.memberId) hint.write(undefined);
  console.warn(
    '[dropcart] the member session the platform answered for is not the member who signed in on this site: it was not adopted, and the shopper is shown signed out.',
  );
  return undefined;
}
