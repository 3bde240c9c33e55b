import { randomUUID } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../testing/databases.ts';
import { createPhotoStore, PARTIAL_MAX_AGE_MS } from './store.ts';

// A server killed during an upload leaves its `.part` file; the sweep at start (and hourly) removes the old ones and
// leaves a young one, which may be another server process's upload in progress.

describe('the photo store', () => {
  it('sweeps partial uploads left by a killed process, and keeps stored photos and young partial files', async () => {
    const dir = path.join(await makeTempDir('inspect-photos-'), 'photos');
    await mkdir(dir);
    const store = createPhotoStore(dir);
    const kept = await store.write(new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
    const old = `${randomUUID()}.jpg.part`;
    const young = `${randomUUID()}.png.part`;
    await writeFile(path.join(dir, old), 'half a photo');
    await writeFile(path.join(dir, young), 'uploading');
    const longAgo = new Date(Date.now() - PARTIAL_MAX_AGE_MS - 60_000);
    await utimes(path.join(dir, old), longAgo, longAgo);

    expect(await store.sweepPartials(PARTIAL_MAX_AGE_MS)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual([kept, young].sort());
  });
});
