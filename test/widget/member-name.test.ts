// The member's name comes from the platform's current member: the contact's name, else the nickname; one
// request however many ask; a late answer after a sign-out does not bring the member hint back.
import { describe, expect, it } from 'vitest';
import type { Member } from '../../src/index.ts';
import { memberHint } from '../../widget/session/hint.ts';
import { displayName, memberName } from '../../widget/session/member-name.ts';
import { memoryStorage as storage } from '../client/support/storage-window.ts';

describe('displayName', () => {
  it.each<[Member, string]>([
    [{ contact: { firstName: 'Ada', lastName: 'Lovelace' }, profile: { nickname: 'ada' } }, 'Ada Lovelace'],
    [{ contact: { firstName: ' Grace ' }, profile: { nickname: 'grace' } }, 'Grace'],
    [{ contact: {}, profile: { nickname: 'Sam' } }, 'Sam'],
    [{ loginEmail: 'x@example.com' }, ''],
  ])('names %j as %j', (member, name) => expect(displayName(member)).toBe(name));
});

describe('memberName', () => {
  it('asks once for concurrent callers and keeps the name in the hint', async () => {
    const hint = memberHint(storage(), 'demo');
    hint.write({ name: '' });
    let calls = 0;
    let answer: (value: { member: Member }) => void = () => {};
    const names = memberName({
      members: {
        getCurrentMember: () => {
          calls++;
          return new Promise((resolve) => {
            answer = resolve;
          });
        },
      },
      hint,
      signal: new AbortController().signal,
    });
    const both = Promise.all([names.learn(), names.learn()]);
    answer({ member: { contact: { firstName: 'Ada', lastName: 'Lovelace' } } });
    expect(await both).toEqual(['Ada Lovelace', 'Ada Lovelace']);
    expect(calls).toBe(1);
    expect(hint.read()).toEqual({ name: 'Ada Lovelace' });
  });

  it('keeps the member’s id beside the name: what a later silent restore checks its member against', async () => {
    const hint = memberHint(storage(), 'demo');
    hint.write({ name: '' });
    const names = memberName({
      members: { getCurrentMember: async () => ({ member: { id: 'm-1', profile: { nickname: 'Ada' } } }) },
      hint,
      signal: new AbortController().signal,
    });
    await names.learn();
    expect(hint.read()).toEqual({ name: 'Ada', memberId: 'm-1' });
  });

  it('leaves a removed hint removed when the answer comes after a sign-out, and fails quietly', async () => {
    const hint = memberHint(storage(), 'demo');
    const late = memberName({
      members: { getCurrentMember: async () => ({ member: { profile: { nickname: 'Ada' } } }) },
      hint,
      signal: new AbortController().signal,
    });
    expect(await late.learn()).toBe('Ada');
    expect(hint.read()).toBeUndefined();
    const failing = memberName({
      members: { getCurrentMember: () => Promise.reject(new Error('403')) },
      hint,
      signal: new AbortController().signal,
    });
    expect(await failing.learn()).toBe('');
  });
});
