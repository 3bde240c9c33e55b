// Loaded into a server process by the load benchmark (`node --import …/memory-sampler.ts`): every SAMPLE_MS it
// appends one line of process.memoryUsage() to MEMORY_SAMPLES_FILE, so the benchmark can say which part of a
// process's resident memory (the JS heap, memory outside it that JS objects hold, array buffers, or none of these:
// native allocations, code, WebAssembly) made each phase's peak, and how busy its event loop was since the last
// line (a save cell can be bound by the one thread that runs the server's JavaScript while the CPU still has room).
// The server's code knows nothing of it.
import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const file = process.env.MEMORY_SAMPLES_FILE;
const every = Number(process.env.MEMORY_SAMPLE_MS ?? 50);
const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

if (file !== undefined && file !== '') {
  let lines: string[] = [];
  const flush = () => {
    if (lines.length === 0) return;
    appendFileSync(file, lines.join(''));
    lines = [];
  };
  let loop = performance.eventLoopUtilization();
  const sample = () => {
    const m = process.memoryUsage();
    const now = performance.eventLoopUtilization();
    const loopBusy = performance.eventLoopUtilization(now, loop).utilization;
    loop = now;
    lines.push(
      `${JSON.stringify({
        at: Date.now(),
        rss: mb(m.rss),
        heapUsed: mb(m.heapUsed),
        heapTotal: mb(m.heapTotal),
        external: mb(m.external),
        arrayBuffers: mb(m.arrayBuffers),
        loopBusy: Math.round(loopBusy * 1000) / 1000,
      })}\n`,
    );
    if (lines.length >= 20) flush();
  };
  setInterval(sample, every).unref();
  process.on('exit', () => {
    sample();
    flush();
  });
}

export {};
