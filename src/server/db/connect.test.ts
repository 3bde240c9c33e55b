import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir, openTestDatabase } from '../testing/databases.ts';
import { openDatabase } from './connect.ts';
import { startTimeOf } from './process-alive.ts';

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
    expect((await readFile(path.join(dir, 'pglite.lock'), 'utf8')).split(' ')[0]).toBe(String(process.pid));
    await database.close();
    await expect(stat(path.join(dir, 'pglite.lock'))).rejects.toThrow(/ENOENT/);
  });

  // A server killed with -9 is a zombie until its parent reaps it: `sh` exec'd into `sleep` never reaps its child.
  // The child outlives the exec: one that ended before it could be reaped by `sh` itself (a full run, 2026-11-26:
  // its /proc entry was gone).
  it('takes over the lock of a killed process its parent has not reaped yet (a zombie)', async () => {
    const parent = spawn('sh', ['-c', 'sleep 0.3 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      const [line] = (await once(parent.stdout, 'data')) as [Buffer];
      const zombie = Number(line.toString().trim());
      await expect
        .poll(() => readFile(`/proc/${zombie}/stat`, 'utf8').then((t) => t.split(') ')[1]?.[0]), {
          timeout: 5_000,
        })
        .toBe('Z');
      const dir = await makeTempDir('inspect-lock-');
      await writeFile(path.join(dir, 'pglite.lock'), `${zombie} ${startTimeOf(zombie)}`);
      const { database } = await openTestDatabase({ name: 'pglite' }, dir);
      await database.close();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('takes over a lock whose pid now names another process, and refuses one whose process still runs', async () => {
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      const pid = other.pid as number;
      // A copy of the test template, not a new directory: PGlite's initdb of one took 6.5 s of this file's 12.
      const dir = await makeTempDir('inspect-lock-');
      const lock = path.join(dir, 'pglite.lock');
      await writeFile(lock, `${pid} ${startTimeOf(pid)}`);
      await expect(openTestDatabase({ name: 'pglite' }, dir)).rejects.toThrow(/in use by process/);
      await writeFile(lock, `${pid} 1`);
      const { database } = await openTestDatabase({ name: 'pglite' }, dir);
      await database.close();
    } finally {
      other.kill('SIGKILL');
    }
  });
});
