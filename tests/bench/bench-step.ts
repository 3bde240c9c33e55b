// The whole bench runs for many minutes on a shared machine: each step says when it starts and ends (time into the
// run, and its own duration), and none waits without end. A step still running at its limit fails the run with its
// name, so a run that "hangs" says where, and `finally` blocks still close the browser and stop the servers.

export type BenchLog = (message: string) => void;

export interface BenchSteps {
  /** A line of progress within a step, with the time into the run. */
  log(message: string): void;
  /**
   * Runs one step within `limitMs`; its failure or overrun is reported with the step's name. `where`, when given,
   * says what the app showed at that moment (its page, heading, sync state): the step's own code, stuck in an await,
   * cannot.
   */
  step<T>(name: string, limitMs: number, run: () => Promise<T>, where?: () => Promise<string>): Promise<T>;
}

export function benchSteps(log: BenchLog, now: () => number = () => performance.now()): BenchSteps {
  const started = now();
  const at = () => `${((now() - started) / 1000).toFixed(0)} s`;
  return {
    log: (message) => log(`[${at()}]   ${message}`),
    async step(name, limitMs, run, where) {
      const stepStarted = now();
      log(`[${at()}] ${name}: started`);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const overrun = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`bench step "${name}" did not finish within ${limitMs / 60_000} min`)),
          limitMs,
        );
      });
      try {
        const result = await Promise.race([run(), overrun]);
        log(`[${at()}] ${name}: done in ${((now() - stepStarted) / 1000).toFixed(1)} s`);
        return result;
      } catch (error) {
        log(`[${at()}] ${name}: FAILED after ${((now() - stepStarted) / 1000).toFixed(1)} s`);
        if (where)
          log(`the app at that moment: ${await where().catch((e: unknown) => `(unknown: ${String(e)})`)}`);
        if (error instanceof Error && error.message.startsWith(`bench step "${name}"`)) throw error;
        throw new Error(
          `bench step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`,
          {
            cause: error,
          },
        );
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
