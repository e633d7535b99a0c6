// `--beside-busy N`: the bench, or a part of it, taken beside N processes that keep a core busy the whole
// time (the "beside two busy processes"), so that a budget's verdict on a loaded machine can be
// reproduced on any machine instead of waiting for one to be loaded by chance. Each process spins at the
// bench's own priority: the point is to compete with it, as other work on a shared machine does.
import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Spins, looking up now and then whether the bench is still there: a bench stopped by a signal runs no exit
 * handler, and a spinner left behind would load the machine for good.
 */
const spin = (bench: number) =>
  `for (;;) { const until = Date.now() + 200; while (Date.now() < until); try { process.kill(${bench}, 0); } catch { process.exit(); } }`;

export interface Busy {
  count: number;
  /** Ends every busy process; safe to call more than once. */
  stop(): void;
}

export function startBusy(count: number): Busy {
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`--beside-busy wants a whole number, not ${count}`);
  const children: ChildProcess[] = [];
  for (let i = 0; i < count; i++)
    children.push(spawn(process.execPath, ['-e', spin(process.pid)], { stdio: 'ignore' }));
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  };
  // The spinners must not outlive the bench, however it ends.
  process.once('exit', stop);
  return { count, stop };
}

/** How a run's figures were taken, for its report: "" when nothing else was made busy. */
export const besideBusy = (busy: Busy) =>
  busy.count === 0 ? '' : ` beside ${busy.count} busy process${busy.count === 1 ? '' : 'es'}`;
