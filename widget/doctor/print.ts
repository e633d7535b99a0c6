// The checklist in the console: one group, one line per check with what to do under it. A healthy page
// gets informational lines only (no warning, no error: nothing alarming).
import type { DoctorReport, DoctorStatus } from './types.ts';

const MARKS: Record<DoctorStatus, string> = { ok: '✓', warning: '!', problem: '✗', unchecked: '?' };

export function printReport(
  report: DoctorReport,
  out: Pick<Console, 'group' | 'groupEnd' | 'info' | 'warn'>,
): void {
  const toFix = report.checks.filter(
    (check) => check.status === 'problem' || check.status === 'warning',
  ).length;
  out.group(
    report.ok
      ? '[dropcart] setup doctor: everything checked is set up'
      : `[dropcart] setup doctor: ${toFix} thing${toFix === 1 ? '' : 's'} to fix`,
  );
  for (const check of report.checks) {
    const line = `${MARKS[check.status]} ${check.message}${check.fix ? `\n    → ${check.fix}` : ''}`;
    if (check.status === 'problem' || check.status === 'warning') out.warn(line);
    else out.info(line);
  }
  out.groupEnd();
}
