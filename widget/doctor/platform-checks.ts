// The checklist's lines that ask the platform: is the client id known (a new visitor's token), may this
// page's origin call the API (the CORS answer), which catalog the site runs against `data-catalog`, and
// whether the platform accepts the login redirect URI. Asked with a client of its own, whose tokens live in
// memory: the shopper's tokens and cart are not touched.
import { ApiError } from '../../src/errors/api-error.ts';
import { TokenRequestError } from '../../src/errors/token-request-error.ts';
import type { StoreClient } from '../../src/index.ts';
import type { ResolvedOptions } from '../options.ts';
import type { DoctorCheck } from './types.ts';

const OAUTH_APP = "the headless site's OAuth app (Wix dashboard: Settings > Headless Settings)";
const ALLOWED_DOMAINS = `the allowed domains of ${OAUTH_APP}`;

const platformCode = (response: unknown): string | undefined => {
  const details = (response as { details?: { applicationError?: { code?: unknown } } } | null)?.details;
  const code = details?.applicationError?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * The client id and origin lines from one anonymous token request. No answer at all is told apart by
 * asking the API base again without CORS (an opaque answer means it answered, but not to this origin) and
 * by the page's Content-Security-Policy (`blockedByCsp`, the violations seen meanwhile).
 */
export async function checkAccess(
  probe: StoreClient,
  options: ResolvedOptions,
  page: URL,
  fetcher: typeof fetch,
  blockedByCsp: () => Promise<boolean>,
): Promise<{ lines: DoctorCheck[]; reached: boolean }> {
  const { clientId, apiBase } = options;
  try {
    await probe.auth.accessToken();
    return {
      reached: true,
      lines: [
        { id: 'client-id', status: 'ok', message: `The platform knows the client id "${clientId}".` },
        {
          id: 'origin',
          status: 'ok',
          message: `The platform at ${apiBase} answers this page's origin (${page.origin}).`,
        },
      ],
    };
  } catch (error) {
    if (error instanceof TokenRequestError) {
      const code = platformCode(error.response);
      return {
        reached: false,
        lines: [
          {
            id: 'client-id',
            status: 'problem',
            message: `The platform does not know the client id "${clientId}": a new visitor's token was refused (${error.status}${code ? ` ${code}` : ''}). The widget cannot do anything for shoppers.`,
            fix: `Copy the client id of ${OAUTH_APP} into data-client-id.`,
          },
          {
            id: 'origin',
            status: 'ok',
            message: `The platform at ${apiBase} answers this page's origin (${page.origin}).`,
          },
        ],
      };
    }
    const unasked = (why: string): DoctorCheck => ({
      id: 'client-id',
      status: 'unchecked',
      message: `Whether the platform knows the client id "${clientId}" could not be asked: ${why}.`,
    });
    if (await blockedByCsp())
      return {
        reached: false,
        lines: [
          unasked("the page's Content-Security-Policy blocked the request (see its line)"),
          {
            id: 'origin',
            status: 'unchecked',
            message: `Whether the platform answers this page's origin (${page.origin}) could not be asked: the page's Content-Security-Policy blocked the request.`,
          },
        ],
      };
    const answers = await fetcher(`${apiBase}/`, {
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
    }).then(
      () => true,
      () => false,
    );
    return {
      reached: false,
      lines: [
        unasked('the request got no readable answer (see the origin line)'),
        answers
          ? {
              id: 'origin',
              status: 'problem',
              message: `The platform at ${apiBase} answered, but not to this page's origin (${page.origin}): its answer had no Access-Control-Allow-Origin, so the browser refused it to the widget (a network TypeError). Shoppers cannot add anything.`,
              fix: `Add ${page.origin} to ${ALLOWED_DOMAINS}. (A browser cannot see whether the client id is the reason instead: check it there too.)`,
            }
          : {
              id: 'origin',
              status: 'problem',
              message: `The platform at ${apiBase} did not answer at all (${error instanceof Error ? error.message : String(error)}).`,
              fix: 'Check data-api (it is the API base, https://www.wixapis.com for the live platform) and the network.',
            },
      ],
    };
  }
}

const GENERATIONS = { V1_CATALOG: 'v1', V3_CATALOG: 'v3' } as const;

/** The site's catalog generation as the platform tells a new visitor, against `data-catalog`. */
export async function checkCatalog(probe: StoreClient, options: ResolvedOptions): Promise<DoctorCheck> {
  let site: keyof typeof GENERATIONS;
  try {
    site = await probe.products.version();
  } catch (error) {
    return {
      id: 'catalog',
      status: 'problem',
      message: `The site's catalog generation could not be read: ${error instanceof Error ? error.message : String(error)}.`,
      fix: 'Check that the site has Wix Stores installed and that the OAuth app may read products.',
    };
  }
  const runs = GENERATIONS[site];
  const declared = options.catalogVersion && GENERATIONS[options.catalogVersion];
  if (!declared)
    return {
      id: 'catalog',
      status: 'ok',
      message: `The site runs Catalog ${runs.toUpperCase()} (detected once per visitor; data-catalog="${runs}" would save each first visitor that request).`,
    };
  if (declared === runs)
    return {
      id: 'catalog',
      status: 'ok',
      message: `The site runs Catalog ${runs.toUpperCase()}, as data-catalog="${declared}" says.`,
    };
  return {
    id: 'catalog',
    status: 'problem',
    message: `data-catalog="${declared}" is wrong: the site runs Catalog ${runs.toUpperCase()}. Each first read is refused (a 428 in the console) before the widget corrects itself.`,
    fix: `Set data-catalog="${runs}" on the script tag, or remove it.`,
  };
}

/**
 * The login redirect URI against this page and the platform: which redirect domains the OAuth app allows
 * cannot be read from a browser, so the platform is asked for a hosted sign-in to it (as the widget's
 * hosted login does; the session it makes is never used and expires).
 */
export async function checkLoginRedirect(
  probe: StoreClient,
  options: ResolvedOptions,
  page: URL,
  secure: boolean,
): Promise<DoctorCheck[]> {
  const uri = options.loginRedirectUri;
  if (!secure)
    return [
      {
        id: 'login-redirect',
        status: 'warning',
        message: `Member sign-in is off on this page: it is not served over HTTPS (${page.origin}), so the browser offers no crypto.subtle, which sign-in needs. The cart works.`,
        fix: 'Serve the page over https:// (localhost counts as secure) to offer sign-in.',
      },
    ];
  const lines: DoctorCheck[] = [];
  if (new URL(uri, page).origin !== page.origin)
    lines.push({
      id: 'login-redirect',
      status: 'warning',
      message: `The login redirect URI ${uri} is on another origin than this page (${page.origin}): a hosted sign-in ends there, and this page's widget does not see it.`,
      fix: 'Set data-login-redirect-uri to a page of this site that has the widget, or remove it (the default is this page).',
    });
  try {
    const data = await probe.auth.generateOAuthData(uri, page.href);
    await probe.auth.getAuthUrl(data, { prompt: 'login', responseMode: 'query' });
    lines.push({
      id: 'login-redirect',
      status: 'ok',
      message: `The platform accepts ${uri} as the login redirect URI (asked for a hosted sign-in to it; the OAuth app's list of allowed domains cannot be read from a browser).`,
    });
  } catch (error) {
    const refused = error instanceof ApiError;
    lines.push({
      id: 'login-redirect',
      status: refused ? 'problem' : 'unchecked',
      message: refused
        ? `The platform refuses ${uri} as the login redirect URI (${error.status} ${error.code}): hosted sign-in fails.`
        : `Whether the platform accepts ${uri} as the login redirect URI could not be asked: ${error instanceof Error ? error.message : String(error)}.`,
      ...(refused
        ? {
            fix: `Add ${new URL(uri, page).origin} to ${ALLOWED_DOMAINS}, or set data-login-redirect-uri to a page on an allowed domain.`,
          }
        : {}),
    });
  }
  return lines;
}

/** `data-allowed-origins`: each entry must be an origin exactly, or frames from it are ignored. */
export function checkAllowedOrigins(options: ResolvedOptions): DoctorCheck[] {
  const wrong = options.allowedOrigins.filter((entry) => {
    try {
      return new URL(entry).origin !== entry;
    } catch {
      return true;
    }
  });
  if (options.allowedOrigins.length === 0) return [];
  if (wrong.length === 0)
    return [
      {
        id: 'allowed-origins',
        status: 'ok',
        message: `Frames from ${options.allowedOrigins.join(', ')} may drive the cart.`,
      },
    ];
  return wrong.map((entry) => ({
    id: 'allowed-origins' as const,
    status: 'problem' as const,
    message: `data-allowed-origins names "${entry}", which is not an origin: messages from frames there are ignored.`,
    fix: 'Write each origin as scheme://host[:port], without a path or a trailing slash (e.g. https://lookbook.example).',
  }));
}
