// The setup doctor (`Dropcart.doctor()`, and once after boot with `data-debug`): checks what the store
// owner set up, prints the checklist and answers it as data. Its own lazy chunk: a page that does not ask
// never loads it. It never throws: a check that cannot be made says so in its line.
import { createStoreClient, type Platform } from '../../src/index.ts';
import type { ResolvedOptions } from '../options.ts';
import type { ProductCache } from '../products.ts';
import { signInPossible } from '../session/secure-page.ts';
import { checkButtons } from './buttons.ts';
import { type CspNeed, checkCsp, readPolicies, watchViolations } from './csp-check.ts';
import { checkFreeShipping } from './free-shipping.ts';
import { checkAccess, checkAllowedOrigins, checkCatalog, checkLoginRedirect } from './platform-checks.ts';
import { printReport } from './print.ts';
import type { DoctorCheck, DoctorReport } from './types.ts';

export interface DoctorContext {
  options: ResolvedOptions;
  /** `freeShippingOver` as given (only the hint and this check read it). */
  freeShippingOver?: number | string | undefined;
  platform: Platform;
  win: Window;
  products: ProductCache;
}

const isHttp = (url: string) => /^https?:/i.test(url);

/** What the widget loads from where, each under the CSP directive that governs it (docs/embedding.md). */
function cspNeeds(options: ResolvedOptions): CspNeed[] {
  const needs: CspNeed[] = [
    { directive: 'script-src-elem', url: new URL('.', import.meta.url).href, what: 'files' },
    { directive: 'connect-src', url: options.apiBase, what: 'requests to the platform' },
    { directive: 'frame-src', url: options.apiBase, what: 'hidden sign-in frame' },
    { directive: 'img-src', url: options.mediaBase, what: 'product images' },
  ];
  if (options.eventsUrl)
    needs.push({
      directive: 'connect-src',
      url: new URL(options.eventsUrl, options.apiBase).href,
      what: 'live updates',
    });
  return needs.filter((need) => isHttp(need.url));
}

export async function runDoctor({
  options,
  freeShippingOver,
  platform,
  win,
  products,
}: DoctorContext): Promise<DoctorReport> {
  const doc = win.document;
  const page = new URL(win.location.href);
  const violations = watchViolations(doc);
  // A violation is reported in a task after the request it blocked failed.
  const nextTask = () => new Promise<void>((resolve) => platform.setTimeout(resolve, 0));
  const apiOrigin = new URL(options.apiBase).origin;
  const checks: DoctorCheck[] = [];
  try {
    // A client of its own, tokens in memory and no window: the shopper's session is left alone.
    const probe = createStoreClient({
      clientId: options.clientId,
      apiBase: options.apiBase,
      cartApi: options.cartApi,
      platform: { ...platform, window: undefined },
      retry: { retries: 0 },
    });
    const access = await checkAccess(probe, options, page, platform.fetch, async () => {
      await nextTask();
      return violations.seen.some((v) => v.blockedURI.startsWith(apiOrigin));
    });
    checks.push(...access.lines);
    if (access.reached) {
      checks.push(await checkCatalog(probe, options));
      checks.push(...(await checkButtons(doc, products)));
    } else
      checks.push(
        {
          id: 'catalog',
          status: 'unchecked',
          message: 'The catalog was not checked: the platform could not be asked.',
        },
        {
          id: 'buy-buttons',
          status: 'unchecked',
          message: 'The buy buttons were not checked: the platform could not be asked.',
        },
      );
    const policies = await readPolicies(doc, platform.fetch);
    await nextTask();
    checks.push(...checkCsp(cspNeeds(options), policies, violations.seen, page));
    // Told as a line of its own here, not once more as the widget's console warning.
    const secure = signInPossible({ crypto: platform.crypto, console: { warn: () => undefined } }, page.href);
    if (access.reached) checks.push(...(await checkLoginRedirect(probe, options, page, secure)));
    checks.push(...checkAllowedOrigins(options));
    checks.push(...checkFreeShipping(freeShippingOver));
  } catch (error) {
    // A check's own mistake: the checklist still answers, saying what it could not do.
    checks.push({
      id: 'client-id',
      status: 'unchecked',
      message: `The doctor stopped early: ${error instanceof Error ? error.message : String(error)}.`,
    });
  } finally {
    violations.stop();
  }
  const report: DoctorReport = {
    ok: checks.every((check) => check.status === 'ok' || check.status === 'unchecked'),
    checks,
  };
  printReport(report, console);
  return report;
}
