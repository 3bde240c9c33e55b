import { readFile } from 'node:fs/promises';

/**
 * Samples another process's resident memory (Linux /proc) while a benchmark runs: the server's memory must stay flat
 * whatever the fleet's size, which a high-water mark taken at its start-up would hide.
 */
export class ProcessMemorySampler {
  readonly #pid: number;
  #timer: ReturnType<typeof setInterval> | undefined;
  peakMb = 0;
  samples = 0;

  constructor(pid: number) {
    this.#pid = pid;
  }

  /** The current resident set in MB (0 where /proc is not available). */
  async rssMb(): Promise<number> {
    const status = await readFile(`/proc/${this.#pid}/status`, 'utf8').catch(() => '');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  }

  start(intervalMs = 100): void {
    this.#timer = setInterval(() => void this.sample(), intervalMs);
  }

  async sample(): Promise<void> {
    const mb = await this.rssMb();
    this.samples++;
    this.peakMb = Math.max(this.peakMb, mb);
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.sample();
  }
}
