/**
 * The task run one call after another in the order they came, whatever each call's outcome: several photos chosen
 * at once are decoded and encoded in turn, so the worker holds one picture's pixels at a time.
 */
export function oneAtATime<A extends unknown[], R>(
  task: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  let tail: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const run = tail.then(() => task(...args));
    tail = run.catch(() => undefined);
    return run;
  };
}
