// What the server load benchmark (server-load.ts) measures besides requests: the CPU time of the server processes,
// of a PostgreSQL and of the benchmark itself, and how long the servers' main threads waited for a core (from /proc),
// each server's memory as its memory-sampler.ts wrote it, the high-water mark of its resident memory, and what the
// servers logged that a client's error could come from.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerProcess } from '../../src/server/testing/server-process.ts';
import { round } from './server-load-cells.ts';

export interface MemorySample {
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** Share of the time since the previous sample the event loop was busy, 0–1 (absent in older samples). */
  loopBusy?: number;
}
export type MemoryPeak = Omit<MemorySample, 'at' | 'loopBusy'>;
export const SAMPLER = path.resolve(import.meta.dirname, 'memory-sampler.ts');

/** CPU time (user + system) of a process in ms, from /proc (0 when it is gone). */
export async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  return (ticks * 1000) / 100;
}

/**
 * The PostgreSQL of a data directory: its postmaster and every process it started (the backends, the WAL writer, the
 * checkpointer) but autovacuum, whose work on whatever the database holds would fall into any cell.
 */
export async function postgresPids(dir: string | undefined): Promise<number[] | undefined> {
  if (dir === undefined) return undefined;
  const postmaster = Number((await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const pids: number[] = [postmaster];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (ppid === postmaster && !command.includes('autovacuum')) pids.push(Number(entry));
  }
  return pids;
}

/**
 * How long a process's main thread (its event loop) was ready to run but waited for a core, in ms: the second field of
 * /proc/PID/schedstat (0 when it is gone). On the bench's two cores, shared with PostgreSQL, it was about as long as
 * the time the thread ran under the save load.
 */
export async function waitMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/schedstat`, 'utf8').catch(() => '');
  return Number(stat.split(' ')[1] ?? 0) / 1e6;
}

export async function cpuNow(serverPids: readonly number[], pgData: string | undefined) {
  const pg = await postgresPids(pgData);
  const sum = async (pids: readonly number[], of = cpuMsOf) =>
    (await Promise.all(pids.map(of))).reduce((a, b) => a + b, 0);
  const usage = process.cpuUsage();
  return {
    servers: await sum(serverPids),
    serversWaiting: await sum(serverPids, waitMsOf),
    // Backends come and go (the pool's connections are long-lived, so few do): their CPU is counted while alive.
    postgres: pg === undefined ? null : await sum(pg),
    client: (usage.user + usage.system) / 1000,
  };
}

type CpuReading = Awaited<ReturnType<typeof cpuNow>>;

/** CPU ms per request between two readings (a backend that ended meanwhile took its CPU with it: no figure then). */
export function cpuPerRequest(before: CpuReading, after: CpuReading, requests: number) {
  const per = (a: number, b: number) => round((b - a) / Math.max(requests, 1));
  return {
    servers: per(before.servers, after.servers),
    serversWaiting: per(before.serversWaiting, after.serversWaiting),
    postgres:
      before.postgres === null || after.postgres === null || after.postgres < before.postgres
        ? null
        : per(before.postgres, after.postgres),
    client: per(before.client, after.client),
  };
}

/** A cell's CPU per request as the table gives it: servers / PostgreSQL / client (the server's main thread waiting). */
export function cpuText(cpu: ReturnType<typeof cpuPerRequest> | undefined): string {
  return cpu === undefined
    ? ''
    : `${cpu.servers} / ${cpu.postgres ?? '?'} / ${cpu.client} (${cpu.serversWaiting})`;
}

export async function peakMemoryMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

/** The servers' log lines since `from` (per server) that tell of a response not sent whole. */
export function serverSideOf(servers: readonly ServerProcess[], from: readonly number[]) {
  const lines = servers.flatMap((s, i) => s.lines.slice(from[i] ?? 0));
  return {
    abortedResponses: lines.filter((line) => line.msg === 'request' && line.aborted === true).length,
    errorLines: lines
      .filter((line) => line.level === 'error' || line.level === 'warn')
      .slice(0, 10)
      .map((line) => JSON.stringify(line).slice(0, 300)),
  };
}

export function peakOf(samples: readonly MemorySample[]): MemoryPeak {
  const peak: MemoryPeak = { rss: 0, heapUsed: 0, heapTotal: 0, external: 0, arrayBuffers: 0 };
  for (const s of samples)
    for (const key of Object.keys(peak) as (keyof MemoryPeak)[]) peak[key] = Math.max(peak[key], s[key]);
  return peak;
}

/** The mean share of time the event loop was busy over the samples, in per cent (undefined: none told). */
export function loopBusyPercent(samples: readonly MemorySample[]): number | undefined {
  const told = samples.flatMap((s) => (s.loopBusy === undefined ? [] : [s.loopBusy]));
  if (told.length === 0) return undefined;
  return Math.round((told.reduce((a, b) => a + b, 0) / told.length) * 100);
}

export async function samplesOf(file: string): Promise<MemorySample[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as MemorySample);
}
