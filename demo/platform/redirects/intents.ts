// Reading the one intent of a redirect-session request (§5) into a RedirectIntent, with specific errors.
import { requireClient } from '../auth/clients.ts';
import { applicationError, validationError, violation } from '../http/errors.ts';
import { objectAt, oneOf, optionalString, type Payload, requiredString } from '../identity/input.ts';
import type { PlatformConfig } from '../platform.ts';
import { ACCOUNT_SECTIONS, type AccountSection, type RedirectIntent } from './sessions.ts';

const SERVED = ['auth', 'login', 'logout', 'ecomCheckout', 'storesProduct', 'memberAccountPage'] as const;
/** Intents the platform has but this emulator does not host pages for. */
const NOT_SERVED = [
  'bookingsCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'bookingsBook',
  'ecomOrderPaymentRequest',
] as const;

/** The member-account hint on a `login` intent (the SDK drops a memberAccountPage intent, §5). */
export const ACCOUNT_SECTION_PARAM = 'accountSection';

export function readIntent(config: PlatformConfig, payload: Payload): RedirectIntent {
  const present = [...SERVED, ...NOT_SERVED].filter(
    (key) => payload[key] !== undefined && payload[key] !== null,
  );
  if (present.length === 0)
    throw validationError([
      violation('intent', `one of ${SERVED.join(', ')} is required`, 'REQUIRED_ONE_OF_FIELD'),
    ]);
  if (present.length > 1)
    throw validationError([
      violation('intent', `only one intent may be given; got ${present.join(', ')}`, 'ONE_OF_ALIGNMENT'),
    ]);
  const kind = present[0]!;
  const body = objectAt(payload, kind);
  switch (kind) {
    case 'auth':
      return readAuth(config, body);
    case 'login': {
      const hint = objectAt(objectAt(payload, 'preferences'), 'additionalQueryParameters')[
        ACCOUNT_SECTION_PARAM
      ];
      return hint === undefined ? { kind: 'login' } : { kind: 'account', section: readSection(hint) };
    }
    case 'memberAccountPage':
      return { kind: 'account', section: readSection(body.section ?? 'ACCOUNT_INFO') };
    case 'logout': {
      const clientId = requiredString(body, 'clientId', 'logout.clientId');
      requireClient(config, clientId);
      return { kind: 'logout', clientId };
    }
    case 'ecomCheckout':
      return {
        kind: 'ecomCheckout',
        checkoutId: requiredString(body, 'checkoutId', 'ecomCheckout.checkoutId'),
      };
    case 'storesProduct':
      return {
        kind: 'storesProduct',
        productSlug: requiredString(body, 'productSlug', 'storesProduct.productSlug'),
      };
    default:
      throw applicationError(
        400,
        'INTENT_NOT_SUPPORTED',
        `The emulator hosts no ${kind} pages; it serves ${SERVED.join(', ')}`,
        { intent: kind },
      );
  }
}

function readSection(value: unknown): AccountSection {
  if (typeof value !== 'string' || !(ACCOUNT_SECTIONS as readonly string[]).includes(value))
    throw validationError([
      violation(
        'section',
        `must be one of ${ACCOUNT_SECTIONS.join(', ')}; got ${JSON.stringify(value)}`,
        'INVALID_ENUM_VALUE',
      ),
    ]);
  return value as AccountSection;
}

function readAuth(config: PlatformConfig, auth: Payload): RedirectIntent {
  const request = objectAt(auth, 'authRequest', 'auth.authRequest');
  const at = (field: string) => `auth.authRequest.${field}`;
  const clientId = requiredString(request, 'clientId', at('clientId'));
  requireClient(config, clientId);
  oneOf(request, 'responseType', ['code'] as const, 'code', at('responseType'));
  const codeChallenge = requiredString(request, 'codeChallenge', at('codeChallenge'));
  if (!/^[A-Za-z0-9_-]{43}$/.test(codeChallenge))
    throw validationError([
      violation(
        at('codeChallenge'),
        'must be the base64url SHA-256 of the code verifier (43 characters)',
        'FORMAT',
      ),
    ]);
  const method = request.codeChallengeMethod;
  if (method !== 'S256')
    throw validationError([
      violation(
        at('codeChallengeMethod'),
        `must be S256; got ${JSON.stringify(method)}`,
        'INVALID_ENUM_VALUE',
      ),
    ]);
  const scope = optionalString(request, 'scope', at('scope'));
  if (scope !== undefined && !scope.split(' ').includes('offline_access'))
    throw validationError([violation(at('scope'), 'must include offline_access', 'VALIDATION')]);
  const responseMode = oneOf(
    request,
    'responseMode',
    ['fragment', 'query', 'web_message'] as const,
    'fragment',
    at('responseMode'),
  );
  const redirectUri = optionalString(request, 'redirectUri', at('redirectUri'));
  if (!redirectUri && responseMode !== 'web_message')
    throw validationError([
      violation(at('redirectUri'), `is required with responseMode ${responseMode}`, 'REQUIRED_FIELD'),
    ]);
  const prompt = oneOf(
    auth,
    'prompt',
    ['login', 'none', 'consent', 'select_account'] as const,
    'login',
    'auth.prompt',
  );
  const state = optionalString(request, 'state', at('state'));
  const sessionToken = optionalString(request, 'sessionToken', at('sessionToken'));
  return {
    kind: 'auth',
    request: {
      clientId,
      codeChallenge,
      responseMode,
      // consent and select_account show the sign-in form, as login does.
      prompt: prompt === 'none' ? 'none' : 'login',
      ...(redirectUri ? { redirectUri } : {}),
      ...(state !== undefined ? { state } : {}),
      ...(sessionToken ? { sessionToken } : {}),
    },
  };
}
