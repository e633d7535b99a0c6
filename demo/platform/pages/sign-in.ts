// /_hosted/sign-in and /_hosted/register: the forms a person fills in; both continue to `next` when signed in.

import { validationError, violation } from '../http/errors.ts';
import type { Route } from '../http/router.ts';
import { login, register } from '../identity/flows.ts';
import { optionalString, requiredString } from '../identity/input.ts';
import { isEmail } from '../identity/members.ts';
import { passwordViolation } from '../identity/password.ts';
import type { Platform } from '../platform.ts';
import { esc, field, hidden, jsonForm, page } from './html.ts';
import { afterState, forPerson, safeNext } from './outcome.ts';

const withNext = (path: string, next: string) => `${path}?${new URLSearchParams({ next })}`;

export function signInPage(platform: Platform, next: string, status = 200) {
  return page(
    platform.config,
    'Sign in',
    jsonForm(
      '/_hosted/sign-in',
      hidden('next', next) +
        field('email', 'E-mail', 'email', 'username') +
        field('password', 'Password', 'password', 'current-password'),
      'Sign in',
    ) +
      `<p>New here? <a href="${esc(withNext('/_hosted/register', next))}">Create an account</a></p>` +
      `<p><a href="${esc(withNext('/_hosted/forgot-password', next))}">Forgot your password?</a></p>`,
    { status },
  );
}

export function signInRoutes(platform: Platform): Route[] {
  return [
    {
      method: 'GET',
      path: '/_hosted/sign-in',
      handler: (ctx) => signInPage(platform, safeNext(ctx.query.get('next'))),
    },
    {
      method: 'POST',
      path: '/_hosted/sign-in',
      handler: (ctx) =>
        forPerson(() => {
          const next = safeNext(ctx.payload.next);
          const answer = login(
            platform,
            requiredString(ctx.payload, 'email'),
            requiredString(ctx.payload, 'password'),
          );
          return afterState(platform, ctx, answer, next);
        }),
    },
    {
      method: 'GET',
      path: '/_hosted/register',
      handler: (ctx) => {
        const next = safeNext(ctx.query.get('next'));
        return page(
          platform.config,
          'Create an account',
          `${jsonForm(
            '/_hosted/register',
            hidden('next', next) +
              field('firstName', 'First name', 'text', 'given-name', '') +
              field('lastName', 'Last name', 'text', 'family-name', '') +
              field('email', 'E-mail', 'email', 'email') +
              field(
                'password',
                'Password (at least 6 characters)',
                'password',
                'new-password',
                'required minlength="6"',
              ),
            'Create account',
          )}<p>Already a member? <a href="${esc(withNext('/_hosted/sign-in', next))}">Sign in</a></p>`,
        );
      },
    },
    {
      method: 'POST',
      path: '/_hosted/register',
      handler: (ctx) =>
        forPerson(() => {
          const next = safeNext(ctx.payload.next);
          const email = requiredString(ctx.payload, 'email');
          if (!isEmail(email))
            throw validationError([violation('email', 'must be a valid e-mail address', 'FORMAT')]);
          const password = requiredString(ctx.payload, 'password');
          const problem = passwordViolation(password);
          if (problem) throw validationError([problem]);
          const firstName = optionalString(ctx.payload, 'firstName');
          const lastName = optionalString(ctx.payload, 'lastName');
          const answer = register(platform, {
            email,
            password,
            profile: { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) },
          });
          return afterState(platform, ctx, answer, next);
        }),
    },
  ];
}
