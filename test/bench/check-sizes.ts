// `npm test`, right after the build: the byte budgets a build alone decides (loader, the widget's first load,
// the client slice), measured from dist/ exactly as the bench measures them (sizes.ts), so that code which
// grows the first load fails the tests of the change that adds it instead of the next bench.
import { passes } from './budgets.ts';
import { builtSizeChecks, builtSizes } from './sizes.ts';

const bytes = (n: number) => `${n.toLocaleString('en-US')} B`;
const checks = builtSizeChecks(builtSizes());
for (const check of checks) {
  const margin = check.limit - check.actual;
  if (passes(check))
    console.log(
      `✓ ${check.name}: ${bytes(check.actual)}, ${bytes(margin)} under its budget of ${bytes(check.limit)}`,
    );
  else
    console.error(
      `✗ ${check.name}: ${bytes(check.actual)} is over its budget of ${bytes(check.limit)} by ${bytes(-margin)} (test/bench/budgets.ts)`,
    );
}
if (checks.some((check) => !passes(check))) {
  process.exitCode = 1;
  // Where the first load's bytes are, so the change that grew it knows what to cut or defer.
  const { gzipByModule } = await import('./bundle-map.ts');
  const sizes = builtSizes();
  console.error('\nThe widget first load by module (estimated gzip bytes; test/bench/bundle-map.ts):');
  for (const row of gzipByModule(sizes.widgetFirstLoadFiles).slice(0, 25))
    console.error(`${String(row.gzip).padStart(7)} B  ${row.module}`);
}
