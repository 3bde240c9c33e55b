import { spawnSync } from 'node:child_process';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir, openTestDatabase } from '../testing/databases.ts';
import { openDatabase } from './connect.ts';

// PGlite is one process's database: the data directory is locked while open.

describe('the embedded database lock', () => {
  it('refuses a data directory another running process holds', async () => {
    const dir = await makeTempDir('inspect-lock-');
    const dataDir = path.join(dir, 'pglite');
    await mkdir(dataDir);
    await writeFile(`${dataDir}.lock`, String(process.ppid));
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      `The embedded database at ${dataDir} is in use by process ${process.ppid}: stop it first (or use DATABASE_URL)`,
    );
  });

  it('takes over the lock of a process that is gone, and releases it on close', async () => {
    const dir = await makeTempDir('inspect-lock-');
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeFile(path.join(dir, 'pglite.lock'), String(gone));
    const { database } = await openTestDatabase({ name: 'pglite' }, dir);
    expect(await readFile(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    await database.close();
    await expect(stat(path.join(dir, 'pglite.lock'))).rejects.toThrow(/ENOENT/);
  });
});
