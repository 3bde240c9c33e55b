// The bench:server's printed tables and its targets, per build, with the ratio after/before where there is a before
// (docs/performance.md names the targets).
import { phaseOf, type Cell, type Operation } from './server-load-cells.ts';
import { HOSTILE_TARGETS, hostileTable, isHostile } from './server-load-hostile.ts';
import { cpuText, type MemoryPeak } from './server-load-measures.ts';

export interface ProcessMemory {
  build: string;
  processes: number;
  peakMb: number[];
  /** VmHWM before the hostile cell: the normal cells' own peak, held to ≤ 250 MB (the burst has its own ≤ 400 MB). */
  normalPeakMb: number[];
  /** Peak MB per server process over the whole run, and from start until the first cell (idle). */
  whole?: MemoryPeak[];
  idle?: MemoryPeak[];
}

export interface Target {
  cell: string;
  target: string;
  builds: Record<string, string>;
  values: Record<string, number>;
  met: boolean | undefined;
  ratio?: string;
}

/** The lines to print (cells, memory, the hostile burst, phases, targets) and the targets for the JSON. */
export function serverLoadTables(
  cells: readonly Cell[],
  memory: readonly ProcessMemory[],
  builds: readonly { label: string }[],
  hasBefore: boolean,
): { lines: string[]; targets: Target[] } {
  const header = '| build | processes | operation | concurrency | requests/s | p50 ms | p95 ms | errors |';
  const lines = [header, '| --- | --- | --- | --- | --- | --- | --- | --- |'];
  for (const c of cells)
    lines.push(
      `| ${c.build} | ${c.processes} | ${c.operation} | ${c.concurrency} | ${c.perSecond} | ${c.p50Ms} | ${c.p95Ms} | ${c.errors}${
        c.errors > 0
          ? ` (${Object.entries(c.errorKinds)
              .map(([k, n]) => `${k}: ${n}`)
              .join(', ')})`
          : ''
      } |`,
    );
  lines.push(
    '',
    '| build | processes | peak memory per process (VmHWM): normal cells / whole run |',
    '| --- | --- | --- |',
  );
  const megabytes = (list: readonly number[]) => list.map((mb) => `${mb} MB`).join(', ');
  for (const m of memory)
    lines.push(`| ${m.build} | ${m.processes} | ${megabytes(m.normalPeakMb)} / ${megabytes(m.peakMb)} |`);
  lines.push(...hostileTable(cells));
  const peakText = (p: MemoryPeak | undefined) =>
    p === undefined ? '' : `${p.rss} / ${p.heapUsed} / ${p.external} / ${p.arrayBuffers}`;
  lines.push(
    '',
    '| build | processes | phase | peak MB per process: rss / heapUsed / external / arrayBuffers | CPU ms per request: servers / PostgreSQL / client (the server’s main thread waiting for a core) | event loop busy per process |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  for (const m of memory) {
    lines.push(
      `| ${m.build} | ${m.processes} | idle, after start | ${(m.idle ?? []).map(peakText).join('; ')} | | |`,
    );
    for (const c of cells.filter((c) => c.build === m.build && c.processes === m.processes)) {
      lines.push(
        `| ${m.build} | ${m.processes} | ${phaseOf(c)} | ${(c.memoryPeaks ?? []).map(peakText).join('; ')} | ${cpuText(
          c.cpuMsPerRequest,
        )} | ${(c.loopBusyPercent ?? []).map((p) => (p === undefined ? '?' : `${p} %`)).join('; ')} |`,
      );
    }
    lines.push(
      `| ${m.build} | ${m.processes} | whole run | ${(m.whole ?? []).map(peakText).join('; ')} | | |`,
    );
  }

  const cellOf = (build: string, operation: Cell['operation'], concurrency: number) =>
    cells.find(
      (c) =>
        c.build === build && c.processes === 1 && c.operation === operation && c.concurrency === concurrency,
    );
  const targets: Target[] = [];
  const measured = (
    cell: string,
    target: string,
    read: (build: string) => { text: string; value: number } | undefined,
    met: (value: number) => boolean,
    higherIsBetter: boolean,
  ) => {
    const texts: Record<string, string> = {};
    const numbers: Record<string, number> = {};
    for (const { label } of builds) {
      const got = read(label);
      if (got === undefined) continue;
      texts[label] = got.text;
      numbers[label] = got.value;
    }
    const last = numbers[builds.at(-1)?.label ?? ''];
    const first = numbers.before;
    const ratio =
      first === undefined || last === undefined || first === 0 || last === 0
        ? undefined
        : `${(higherIsBetter ? last / first : first / last).toFixed(1)}x`;
    targets.push({
      cell,
      target,
      builds: texts,
      values: numbers,
      met: last === undefined ? undefined : met(last),
      ...(ratio ? { ratio } : {}),
    });
  };
  const rate = (operation: Operation) => (build: string) => {
    const c = cellOf(build, operation, 32);
    return c && { text: `${c.perSecond}/s, p95 ${c.p95Ms} ms`, value: c.perSecond };
  };
  const p95Of = (operation: Operation) => (build: string) => {
    const c = cellOf(build, operation, 32);
    return c && { text: `${c.p95Ms} ms`, value: c.p95Ms };
  };
  measured(
    'delta sync, nothing new, c=32, one process: requests/s',
    '≥ 500/s',
    rate('delta'),
    (v) => v >= 500,
    true,
  );
  measured('… its p95', '< 100 ms', p95Of('delta'), (v) => v < 100, false);
  measured(
    'save (whole inspection), c=32, one process: requests/s',
    '≥ 300/s',
    rate('save'),
    (v) => v >= 300,
    true,
  );
  measured('… its p95', '< 200 ms', p95Of('save'), (v) => v < 200, false);
  measured(
    'probe while 8 full syncs run, p95, one process',
    '< 20 ms',
    (build) => {
      const c = cellOf(build, 'probe during 8 full syncs', 1);
      return c && { text: `${c.p95Ms} ms`, value: c.p95Ms };
    },
    (v) => v < 20,
    false,
  );
  measured(
    'peak memory per process (VmHWM), the normal cells',
    '≤ 250 MB',
    (build) => {
      const peaks = memory.filter((m) => m.build === build).flatMap((m) => m.normalPeakMb);
      return peaks.length === 0 ? undefined : { text: `${Math.max(...peaks)} MB`, value: Math.max(...peaks) };
    },
    (v) => v <= 250,
    false,
  );
  // The hostile cell (decision 0045): eight reports of ten large photos and eight largest saves at once.
  for (const t of HOSTILE_TARGETS)
    measured(
      t.cell,
      t.target,
      (build) => {
        const c = cells.find((c) => c.build === build && c.processes === 1 && isHostile(c));
        return c && t.read(c);
      },
      t.met,
      false,
    );
  measured(
    'errors',
    '0',
    (build) => {
      const n = cells.filter((c) => c.build === build).reduce((sum, c) => sum + c.errors, 0);
      return { text: String(n), value: n };
    },
    (v) => v === 0,
    false,
  );
  lines.push(
    '',
    `| cell | ${builds.map((b) => b.label).join(' | ')} | target | met |${hasBefore ? ' after vs before |' : ''}`,
    `| --- | ${builds.map(() => '---').join(' | ')} | --- | --- |${hasBefore ? ' --- |' : ''}`,
  );
  for (const t of targets)
    lines.push(
      `| ${t.cell} | ${builds.map((b) => t.builds[b.label] ?? '').join(' | ')} | ${t.target} | ${
        t.met === undefined ? '' : t.met ? 'yes' : 'no'
      } |${hasBefore ? ` ${t.ratio ?? ''} |` : ''}`,
    );
  return { lines, targets };
}
