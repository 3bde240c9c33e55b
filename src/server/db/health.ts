// The readiness probe's view of the database. The probe drives every app's offline icon, so it must answer at once
// even when every database connection is busy with full syncs: it answers from the last check, and starts a new
// check in the background when that one is older than `refreshMs`. A check that fails makes the probe answer 503 at
// once; one that hangs longer than `staleMs` too.

export interface DatabaseHealth {
  /** True while the database answered within staleMs (or a check is under way for less than that). */
  healthy(): boolean;
  /** Runs a check now and waits for it (at start, so the first probe already knows). */
  checkNow(): Promise<boolean>;
}

export interface HealthOptions {
  readonly refreshMs?: number;
  readonly staleMs?: number;
  readonly now?: () => number;
}

export function databaseHealth(check: () => Promise<unknown>, options: HealthOptions = {}): DatabaseHealth {
  const refreshMs = options.refreshMs ?? 1_000;
  const staleMs = options.staleMs ?? 10_000;
  const now = options.now ?? (() => performance.now());
  let lastOkAt = Number.NEGATIVE_INFINITY;
  let failed = false;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<boolean> | undefined;
  let inFlightSince = 0;

  const run = (): Promise<boolean> => {
    if (inFlight !== undefined) return inFlight;
    inFlightSince = now();
    checkedAt = inFlightSince;
    inFlight = check().then(
      () => {
        failed = false;
        lastOkAt = now();
        return true;
      },
      () => {
        failed = true;
        return false;
      },
    );
    void inFlight.finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  return {
    healthy() {
      const at = now();
      if (inFlight === undefined && at - checkedAt >= refreshMs) void run();
      if (failed) return false;
      if (at - lastOkAt < staleMs) return true;
      return inFlight !== undefined && at - inFlightSince < staleMs && lastOkAt > Number.NEGATIVE_INFINITY;
    },
    checkNow: run,
  };
}
