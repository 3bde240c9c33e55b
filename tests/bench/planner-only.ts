import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeDataDir, seedFleet, startServerProcess } from '../support/server-process.ts';
import { withProfile } from './browser-bench.ts';
import { measurePlanner, plannerKeys } from './planner-bench.ts';
import { plannerRows, printRows } from './report.ts';
import { syncedPage } from './synced-page.ts';

// `npm run bench -- --only planner [--scale demo|large] [--port P] [--out FILE]`: only the fleet planner's figures.
// The app syncs the fleet in a browser profile, then the planner measures (planner-bench.ts). Prints the planner rows
// of the table; writes the planner keys of the bench JSON.

export async function runPlannerBench(options: {
  readonly scale: 'demo' | 'large';
  readonly port: number;
  readonly out: string;
  readonly log: (message: string) => void;
}): Promise<void> {
  const dataDir = await makeDataDir();
  options.log(`seeding the ${options.scale} fleet in ${dataDir}`);
  await seedFleet(dataDir, options.scale, options.port);
  // Removes the data directory when it stops.
  const server = await startServerProcess(options.port, { dataDir });
  try {
    const planner = await withProfile(async (context) => {
      options.log('syncing the fleet');
      const page = await syncedPage(context, server);
      options.log('the fleet planner, CPU 4x');
      return measurePlanner(page, { afterSync: true });
    });
    const result = {
      date: new Date().toISOString(),
      scale: options.scale,
      ...plannerKeys(planner),
      raw: { planner },
    };
    await mkdir(path.dirname(options.out), { recursive: true });
    await writeFile(options.out, `${JSON.stringify(result, null, 2)}\n`);
    printRows(`Fleet planner: ${options.scale} fleet`, plannerRows(planner));
    options.log(`wrote ${options.out}`);
  } finally {
    await server.stop();
  }
}
