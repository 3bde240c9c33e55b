import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { makeDataDir, seedFleet, startServerProcess } from '../support/server-process.ts';
import { withProfile } from './browser-bench.ts';
import { printRows, type BenchRow } from './bench-table.ts';
import { syncedPage } from './synced-page.ts';

// `npm run bench -- --only NAME`: one part of the bench alone. A fleet is seeded and served, the app syncs it in a
// browser profile, then the part measures; its rows of the table are printed and its keys of the bench JSON written.

export interface OnlyBenchOptions {
  readonly scale: 'demo' | 'large';
  readonly port: number;
  readonly out: string;
  readonly log: (message: string) => void;
}

export interface OnlyBenchPart<F> {
  /** The table's title before the scale, and the key of the raw figures in the JSON. */
  readonly title: string;
  readonly rawKey: string;
  readonly measure: (page: Page, log: (message: string) => void) => Promise<F>;
  readonly keys: (figures: F) => Record<string, unknown>;
  readonly rows: (figures: F) => readonly BenchRow[];
  /** Chromium switches the part needs (a fake camera), and what must exist before the browser starts. */
  readonly browserArgs?: readonly string[];
  readonly beforeBrowser?: () => Promise<void>;
}

export async function runOnlyBench<F>(options: OnlyBenchOptions, part: OnlyBenchPart<F>): Promise<void> {
  const dataDir = await makeDataDir();
  options.log(`seeding the ${options.scale} fleet in ${dataDir}`);
  await seedFleet(dataDir, options.scale, options.port);
  // Removes the data directory when it stops.
  const server = await startServerProcess(options.port, { dataDir });
  try {
    await part.beforeBrowser?.();
    const figures = await withProfile(async (context) => {
      options.log('syncing the fleet');
      return part.measure(await syncedPage(context, server), options.log);
    }, part.browserArgs);
    const result = {
      date: new Date().toISOString(),
      scale: options.scale,
      ...part.keys(figures),
      raw: { [part.rawKey]: figures },
    };
    await mkdir(path.dirname(options.out), { recursive: true });
    await writeFile(options.out, `${JSON.stringify(result, null, 2)}\n`);
    printRows(`${part.title}: ${options.scale} fleet`, part.rows(figures));
    options.log(`wrote ${options.out}`);
  } finally {
    await server.stop();
  }
}
