// "After the next paint" as a step the test takes. The widget defers work a click or an add causes to
// the next paint (widget/host/after-paint.ts: a frame, then a task on its clock); a test that expects
// nothing to follow could otherwise only wait a while and hope. Here the window's frames wait until the
// test paints one, the task the frame queued runs on the test's clock, and React renders what it changed
// before the test looks.
import { act } from 'react';
import { onTestFinished, vi } from 'vitest';
import type { TestClock } from '../support/clock.ts';

export interface HeldFrames {
  /** Frames asked for and not painted yet. */
  readonly pending: number;
  /** Paints: runs the frames asked for so far, the tasks they queued on the clock, and React's renders. */
  paint(): Promise<void>;
}

/** From now to the end of the test, `window`'s frames wait for `paint()`; `clock` is the widget's. */
export function holdFrames(clock: TestClock): HeldFrames {
  const frames: FrameRequestCallback[] = [];
  const spy = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
  onTestFinished(() => spy.mockRestore());
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
  return {
    get pending() {
      return frames.length;
    },
    async paint() {
      // React renders inside act() only where the environment says it is a test's; said for this step alone.
      const before = scope.IS_REACT_ACT_ENVIRONMENT;
      scope.IS_REACT_ACT_ENVIRONMENT = true;
      try {
        await act(async () => {
          for (const frame of frames.splice(0)) frame(performance.now());
          await clock.advance(0);
        });
      } finally {
        scope.IS_REACT_ACT_ENVIRONMENT = before;
      }
    },
  };
}
