import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes a folder's partial files (the names `isPartial` accepts) last written more than `olderThanMs` ago: younger
 * ones may be a request's, or another server process's, work in progress. Returns how many went.
 */
export async function sweepPartials(
  dir: string,
  isPartial: (name: string) => boolean,
  olderThanMs: number,
  now = Date.now(),
): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!isPartial(name)) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info === undefined || now - info.mtimeMs < olderThanMs) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}
