import { percentile } from './percentile.ts';
import type { MemoryPeak } from './server-load-measures.ts';

// The server bench's load: a bounded number of requests at a given concurrency, and a cell's figures from their
// times (server-load.ts).

/** The requests the bench times. */
export type Operation = 'probe' | 'delta' | 'full' | 'save';

/** One measured cell: a kind of request at one concurrency on one build. */
export interface Cell {
  build: string;
  processes: number;
  operation:
    | Operation
    | 'probe during 8 full syncs'
    | `probe during ${number} reports of 10 photos and ${number} largest saves`;
  concurrency: number;
  requests: number;
  errors: number;
  /** Status code or network error name → count. */
  errorKinds: Record<string, number>;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  startedAt: number;
  endedAt: number;
  /**
   * CPU ms per request: the server processes, PostgreSQL, this client; and serversWaiting, the ms the servers' main
   * threads were ready to run but had no core (schedstat).
   */
  cpuMsPerRequest?: { servers: number; serversWaiting: number; postgres: number | null; client: number };
  /** The probe under load: full syncs the 8 clients finished while it ran (its CPU figures are per full sync). */
  fullSyncsMeanwhile?: number;
  /** What the servers logged during the cell that a client error could come from (answers cut off, errors). */
  serverSide?: { abortedResponses: number; errorLines: string[] };
  /** Peak MB during the cell, per server process. */
  memoryPeaks?: MemoryPeak[];
  /** Per server process, the per cent of the cell's time its event loop was busy. */
  loopBusyPercent?: (number | undefined)[];
  /** The hostile report cell (server-load-reports.ts): the probe's slowest answer, the reports' statuses and time. */
  maxMs?: number;
  reportAnswers?: Record<string, number>;
  saveAnswers?: Record<string, number>;
  reportsWallMs?: number;
  /** From when the process was left alone after the burst, and its memory then (peak of those samples). */
  afterFrom?: number;
  memoryAfter?: MemoryPeak[];
  /** The processes left alone before the burst, and their memory then (peak of those samples): "idle". */
  idleFrom?: number;
  idleTo?: number;
  memoryBefore?: MemoryPeak[];
}

export const round = (n: number) => Math.round(n * 10) / 10;

/** A cell's row in the table of phases, which says what its CPU figures are per. */
export function phaseOf(cell: Cell): string {
  const phase = `${cell.operation} c${cell.concurrency}`;
  if (cell.fullSyncsMeanwhile === undefined) return phase;
  // The first full syncs after the saves are built live and may outlast the probe.
  if (cell.fullSyncsMeanwhile === 0) return `${phase} (no full sync ended: CPU of the whole cell)`;
  return `${phase} (${cell.fullSyncsMeanwhile} full syncs ended: CPU per full sync)`;
}

/** Sends `count` requests, `concurrency` at a time; `send` answers the status (a network failure counts as one). */
export async function load(count: number, concurrency: number, send: (i: number) => Promise<number>) {
  const times: number[] = [];
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t = performance.now();
        const status = await send(i).catch((error: unknown) => {
          // The innermost cause's code: an error in the body wraps fetch's, which wraps undici's.
          let cause: unknown = (error as { cause?: unknown }).cause;
          while ((cause as { cause?: unknown } | undefined)?.cause !== undefined)
            cause = (cause as { cause?: unknown }).cause;
          const code = (cause as { code?: string } | undefined)?.code;
          return `${(error as Error).name}${code ? ` ${code}` : ''}`;
        });
        times.push(performance.now() - t);
        if (status !== 200) {
          errors++;
          errorKinds[String(status)] = (errorKinds[String(status)] ?? 0) + 1;
        }
      }
    }),
  );
  return timedCell(times, errors, performance.now() - started, errorKinds);
}

/** A cell's figures from its requests' times (in any order), its failures and its wall time. */
export function timedCell(
  times: number[],
  errors: number,
  wallMs: number,
  errorKinds: Record<string, number> = {},
) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: times.length,
    errors,
    errorKinds,
    perSecond: round((times.length / wallMs) * 1000),
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
  };
}
