/** How the background judging waits for the inspector's screens to leave the engine alone (see `untilIdle`). */
export interface QuietWindow {
  /** How long since the screens last asked the engine for something. */
  readonly idleMs: () => number;
  /** How long they must have asked nothing. */
  readonly quietMs: number;
  /** The longest wait: screens that never stop asking still let a step through now and then. */
  readonly longestMs: number;
  /** Gets a function that ends the wait at once (a read waits for the judging, or the database closes). */
  readonly onWake: (wake: () => void) => void;
}

/**
 * Resolves once the screens have asked nothing for `quietMs` (at once if they already have), after `longestMs` at
 * most, or when woken.
 */
export function untilIdle({ idleMs, quietMs, longestMs, onWake }: QuietWindow): Promise<void> {
  if (idleMs() >= quietMs) return Promise.resolve();
  return new Promise((resolve) => {
    const until = Date.now() + longestMs;
    let timer: ReturnType<typeof setTimeout>;
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      const idle = idleMs();
      const left = until - Date.now();
      if (idle >= quietMs || left <= 0) return done();
      timer = setTimeout(check, Math.min(quietMs - idle, left));
    };
    check();
    onWake(done);
  });
}
