import { API_BASE } from '../../src/api/paths.ts';
import type { FleetFacts } from '../../src/server/testing/fixtures.ts';
import type { ServerProcess } from '../../src/server/testing/server-process.ts';
import { probeFromThread } from './probe-thread.ts';
import { round, timedCell, type Cell } from './server-load-cells.ts';
import {
  hostileBurst,
  hostileInspection,
  largestSaves,
  REPORTS,
  SAVES,
  warmUpReport,
} from './server-load-reports.ts';

// The server bench's hostile cell (decision 0045), run by server-load.ts with `--only reports`: the processes idle
// after a first report, then REPORTS reports of ten large photos and SAVES largest saves at once while the probe is
// asked every 10 ms, then the processes left alone; its rows of the tables and its targets.

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the burst on `servers` (reports to the first) and answers its cell; memory is read from the samples later. */
export async function hostileCell(run: {
  build: string;
  servers: readonly ServerProcess[];
  facts: FleetFacts;
  inspectors: readonly Record<string, string>[];
}): Promise<Cell> {
  const first = run.servers[0] as ServerProcess;
  const owner = run.inspectors[0] as Record<string, string>;
  const hostile = await hostileInspection(first, run.facts, owner);
  const saves = largestSaves(run.facts);
  await warmUpReport(first, run.facts, owner);
  // Idle before: the processes left alone for 5 s; the last 3 s of it are the reference for "after".
  const idleFrom = Date.now() + 2000;
  await wait(5000);
  const idleTo = Date.now();
  const burstAt = Date.now();
  let bursting = true;
  const burst = hostileBurst(run.servers, owner, hostile, saves, run.inspectors).finally(
    () => (bursting = false),
  );
  const times: number[] = [];
  let probeErrors = 0;
  while (bursting) {
    const probed = await probeFromThread(`${first.url}${API_BASE}/probe/ready`, 10);
    times.push(...probed.times);
    probeErrors += probed.errors;
  }
  const answers = await burst;
  const burstEnd = Date.now();
  // Memory after the burst: the processes are left alone for 10 s, then their last samples are compared to idle.
  await wait(10_000);
  return {
    build: run.build,
    processes: run.servers.length,
    operation: `probe during ${REPORTS} reports of 10 photos and ${SAVES} largest saves`,
    concurrency: 1,
    ...timedCell(times, probeErrors, burstEnd - burstAt),
    maxMs: round(Math.max(...times)),
    reportAnswers: answers.reports,
    saveAnswers: answers.saves,
    reportsWallMs: burstEnd - burstAt,
    startedAt: burstAt,
    endedAt: burstEnd,
    idleFrom,
    idleTo,
    afterFrom: Date.now() - 2000,
  };
}

export const isHostile = (cell: Cell): boolean => cell.reportAnswers !== undefined;

/** The table of the hostile cells: answers, time, the probe, and each process's rss idle / peak / after. */
export function hostileTable(cells: readonly Cell[]): string[] {
  const hostile = cells.filter(isHostile);
  if (hostile.length === 0) return [];
  return [
    '',
    '| build | processes | hostile burst: report answers | save answers | wall ms | probe p50 / p95 / max ms | rss MB per process: idle before / peak / 10 s after |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...hostile.map(
      (c) =>
        `| ${c.build} | ${c.processes} | ${JSON.stringify(c.reportAnswers)} | ${JSON.stringify(c.saveAnswers ?? {})} | ${c.reportsWallMs} | ${c.p50Ms} / ${c.p95Ms} / ${c.maxMs} | ${(
          c.memoryPeaks ?? []
        )
          .map((p, i) => `${c.memoryBefore?.[i]?.rss ?? '?'} / ${p.rss} / ${c.memoryAfter?.[i]?.rss ?? '?'}`)
          .join('; ')} |`,
    ),
  ];
}

/** A target of the hostile cell: its reading of a build's one-process cell, and whether a value meets it. */
export interface HostileTarget {
  readonly cell: string;
  readonly target: string;
  readonly read: (cell: Cell) => { text: string; value: number } | undefined;
  readonly met: (value: number) => boolean;
}

export const HOSTILE_TARGETS: readonly HostileTarget[] = [
  {
    cell: 'probe during the hostile burst, max, one process',
    target: '< 1000 ms',
    read: (c) =>
      c.maxMs === undefined ? undefined : { text: `${c.maxMs} ms (p95 ${c.p95Ms} ms)`, value: c.maxMs },
    met: (v) => v < 1000,
  },
  {
    cell: 'peak rss per process during the hostile burst',
    target: '≤ 400 MB',
    read: (c) => {
      const peaks = (c.memoryPeaks ?? []).map((p) => p.rss);
      return peaks.length === 0 ? undefined : { text: `${peaks.join(', ')} MB`, value: Math.max(...peaks) };
    },
    met: (v) => v <= 400,
  },
  {
    cell: 'rss 10 s after the hostile burst, against idle before it',
    target: '≤ 110 %',
    read: (c) => {
      const after = c.memoryAfter ?? [];
      const idle = c.memoryBefore ?? [];
      if (after.length === 0 || idle.length !== after.length) return undefined;
      const ratios = after.map((a, i) => (100 * a.rss) / (idle[i]?.rss ?? a.rss));
      return {
        text: after.map((a, i) => `${a.rss} MB after / ${idle[i]?.rss} MB idle`).join('; '),
        value: Math.round(Math.max(...ratios)),
      };
    },
    met: (v) => v <= 110,
  },
];
