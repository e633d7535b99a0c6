// The checklist's Content-Security-Policy line: the policies the page enforces (its <meta> tags, and its
// header, read by asking for the page once more) against what the widget needs (docs/embedding.md, "Content
// Security Policy"), and the requests the browser blocked while the doctor ran (`securitypolicyviolation`).
import { allows, type FetchDirective, governing, type Policy, parsePolicies } from './csp-policy.ts';
import type { DoctorCheck } from './types.ts';

export interface CspNeed {
  directive: FetchDirective;
  url: string;
  /** What the widget loads from there, for the owner. */
  what: string;
}

export interface PageViolation {
  directive: string;
  blockedURI: string;
}

/** Records what the page's policies block from now on, until `stop()`. */
export function watchViolations(doc: Document): { seen: PageViolation[]; stop(): void } {
  const seen: PageViolation[] = [];
  const listener = (event: SecurityPolicyViolationEvent) =>
    seen.push({ directive: event.effectiveDirective, blockedURI: event.blockedURI });
  doc.addEventListener('securitypolicyviolation', listener);
  return { seen, stop: () => doc.removeEventListener('securitypolicyviolation', listener) };
}

export interface PagePolicies {
  policies: Policy[];
  /** Why the header's policy could not be read, when it could not. */
  headerUnread?: string;
}

/** The enforced policies: every `<meta http-equiv>` one, and the header's (the page asked for again). */
export async function readPolicies(doc: Document, fetcher: typeof fetch): Promise<PagePolicies> {
  const policies = [...doc.querySelectorAll('meta[http-equiv]')]
    .filter((meta) => meta.getAttribute('http-equiv')?.toLowerCase() === 'content-security-policy')
    .flatMap((meta) => parsePolicies(meta.getAttribute('content') ?? ''));
  try {
    const response = await fetcher(doc.location.href, { credentials: 'same-origin', cache: 'no-store' });
    void response.body?.cancel();
    return {
      policies: [...policies, ...parsePolicies(response.headers.get('content-security-policy') ?? '')],
    };
  } catch (error) {
    return { policies, headerUnread: error instanceof Error ? error.message : String(error) };
  }
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

export function checkCsp(
  needs: CspNeed[],
  { policies, headerUnread }: PagePolicies,
  violations: PageViolation[],
  page: URL,
): DoctorCheck[] {
  const lines: DoctorCheck[] = [];
  for (const need of needs) {
    const url = new URL(need.url);
    const origin = url.origin;
    const refusing = policies.find((policy) => !allows(policy, need.directive, url, page));
    const seen = violations.some(
      (v) =>
        originOf(v.blockedURI) === origin &&
        (v.directive === need.directive ||
          (need.directive === 'script-src-elem' && v.directive === 'script-src')),
    );
    if (!refusing && !seen) continue;
    const directive = (refusing && governing(refusing, need.directive)) ?? need.directive;
    lines.push({
      id: 'csp',
      status: 'problem',
      message: `The page's Content-Security-Policy blocks the widget's ${need.what} (${origin}): its ${directive} does not allow ${origin}${seen ? ' (the browser blocked a request to it)' : ''}.`,
      fix: `Add ${origin} to ${directive} in the page's Content-Security-Policy (docs/embedding.md, "Content Security Policy").`,
    });
  }
  if (headerUnread)
    lines.push({
      id: 'csp',
      status: 'unchecked',
      message: `The page's Content-Security-Policy header could not be read (${headerUnread}): only policies in <meta> tags and the requests blocked meanwhile were checked.`,
      fix: 'Compare the header with the entries docs/embedding.md lists under "Content Security Policy".',
    });
  if (lines.length === 0)
    lines.push({
      id: 'csp',
      status: 'ok',
      message:
        policies.length === 0
          ? 'This page has no Content-Security-Policy: nothing blocks the widget.'
          : `The page's Content-Security-Policy lets the widget through: ${needs
              .map((need) => `${need.directive} ${originOf(need.url)} (${need.what})`)
              .join('; ')}; its styles are constructable stylesheets, which style-src does not restrict.`,
    });
  return lines;
}
