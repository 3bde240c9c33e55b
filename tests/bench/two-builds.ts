import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  makeDataDir,
  seededDataDir,
  startServerProcess,
  type ServerProcess,
} from '../support/server-process.ts';

// The compare scripts' common start: two builds of the app, each served by its own server on a copy of one seeded
// fleet, so both are measured in the same minutes on the same data (the machine is shared: figures an hour apart
// compare the load more than the code).

export interface TwoBuilds {
  readonly before: ServerProcess;
  readonly after: ServerProcess;
  stop(): Promise<void>;
}

export async function startTwoBuilds(options: {
  /** A seeded data directory to start from (seeded here first if it does not exist yet, and kept); else temporary. */
  readonly seeded: string | undefined;
  readonly scale: 'demo' | 'large';
  readonly port: number;
  readonly before: string;
  readonly after: string;
  readonly log: (message: string) => void;
}): Promise<TwoBuilds> {
  const seeded = await seededDataDir(options.seeded, options.scale, options.port, options.log);
  const copies = [await makeDataDir(), await makeDataDir()] as const;
  for (const copy of copies) await cp(seeded, copy, { recursive: true });
  if (!options.seeded) await rm(seeded, { recursive: true, force: true });
  const before = await startServerProcess(options.port, {
    dataDir: copies[0],
    env: { DIST_DIR: path.resolve(options.before) },
  });
  const after = await startServerProcess(options.port + 1, {
    dataDir: copies[1],
    env: { DIST_DIR: path.resolve(options.after) },
  }).catch(async (error: unknown) => {
    await before.stop();
    throw error;
  });
  return {
    before,
    after,
    async stop() {
      await before.stop();
      await after.stop();
    },
  };
}
