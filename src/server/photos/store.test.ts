import { randomUUID } from 'node:crypto';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../testing/backends.ts';
import { makeTempDir, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { createDatabasePhotoStore, PHOTO_CHUNK_BYTES, PHOTO_PIECE_BYTES } from './database-store.ts';
import { importPhotoFiles } from './import-files.ts';
import { createPhotoStore, LEFTOVER_MAX_AGE_MS } from './store.ts';

// The two photo stores. On disk, a server killed during an upload leaves its `.part` file; the sweep at start (and
// hourly) removes the old ones and leaves a young one, which may be another server process's upload in progress. In
// the database, a photo comes back byte for byte however many chunks it spans, and a blob no photos row names (a
// process killed between the blob and its row, or before it removed a replaced one) is swept once old.

describe('the photo store on disk', () => {
  it('sweeps partial uploads left by a killed process, and keeps stored photos and young partial files', async () => {
    const dir = path.join(await makeTempDir('inspect-photos-'), 'photos');
    await mkdir(dir);
    const store = createPhotoStore(dir);
    const kept = await store.write(new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
    const old = `${randomUUID()}.jpg.part`;
    const young = `${randomUUID()}.png.part`;
    await writeFile(path.join(dir, old), 'half a photo');
    await writeFile(path.join(dir, young), 'uploading');
    const longAgo = new Date(Date.now() - LEFTOVER_MAX_AGE_MS - 60_000);
    await utimes(path.join(dir, old), longAgo, longAgo);

    expect(await store.sweepLeftovers(LEFTOVER_MAX_AGE_MS)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual([kept, young].sort());
  });
});

/** Bytes that differ from chunk to chunk, so a chunk out of order or repeated would show. */
function photoBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + Math.floor(i / 997)) % 251;
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(body).arrayBuffer());
}

describe.each(BACKENDS)('the photo store in the database on $name', (backend) => {
  let test: TestDatabase;
  const db = () => test.database.db;
  const store = createDatabasePhotoStore(db);
  beforeAll(async () => {
    test = await openTestDatabase(backend, await makeTempDir('inspect-photo-blobs-'));
  });
  afterAll(async () => {
    await test?.database.close();
    await test?.dispose();
  });

  it('gives back a photo of one chunk and one of several, byte for byte with their sizes', async () => {
    for (const size of [230_000, 2 * PHOTO_CHUNK_BYTES + 12_345]) {
      const bytes = photoBytes(size);
      const name = await store.write(bytes, 'image/jpeg');
      expect(name).toMatch(/^[0-9a-f-]{36}\.jpg$/);
      const photo = await store.open(name);
      expect(photo?.size).toBe(size);
      expect(await readAll(photo?.body as ReadableStream<Uint8Array>)).toEqual(bytes);
    }
  });

  it('forgets a removed photo, and ends a download short when its photo is removed midway', async () => {
    const name = await store.write(photoBytes(3 * PHOTO_CHUNK_BYTES), 'image/png');
    const photo = await store.open(name);
    const reader = (photo?.body as ReadableStream<Uint8Array>).getReader();
    // The first chunk comes with the head, in pieces under V8's large-object bound (PHOTO_PIECE_BYTES).
    let first = 0;
    while (first < PHOTO_CHUNK_BYTES) {
      const piece = (await reader.read()).value?.byteLength ?? 0;
      expect(piece).toBeGreaterThan(0);
      expect(piece).toBeLessThanOrEqual(PHOTO_PIECE_BYTES);
      first += piece;
    }
    expect(first).toBe(PHOTO_CHUNK_BYTES);
    await store.remove(name);
    await expect(reader.read()).rejects.toThrow('The photo was removed while it was being read');
    expect(await store.open(name)).toBeUndefined();
    expect(await store.open(`${randomUUID()}.jpg`)).toBeUndefined();
  });

  it('sweeps old photos that no photos row names, and keeps named ones and young ones', async () => {
    const [unnamedOld, namedOld, unnamedYoung] = [
      await store.write(photoBytes(1000), 'image/jpeg'),
      await store.write(photoBytes(1000), 'image/jpeg'),
      await store.write(photoBytes(1000), 'image/jpeg'),
    ];
    const observation = await db().selectFrom('observations').select('id').executeTakeFirstOrThrow();
    await sql`INSERT INTO photos (observation_id, file_name, content_type, byte_size, sha256)
      VALUES (${observation.id}, ${namedOld}, 'image/jpeg', 1000, 'x')`.execute(db());
    await sql`UPDATE photo_blobs SET stored_at = clock_timestamp() - interval '11 minutes'
      WHERE file_name IN (${unnamedOld}, ${namedOld})`.execute(db());

    expect(await store.sweepLeftovers(LEFTOVER_MAX_AGE_MS)).toBe(1);
    expect(await store.open(unnamedOld)).toBeUndefined();
    for (const kept of [namedOld, unnamedYoung]) expect((await store.open(kept))?.size).toBe(1000);
  });

  it('brings the photo files of a shared DATA_DIR that photos rows name into the database, once', async () => {
    const dir = path.join(await makeTempDir('inspect-old-photos-'), 'photos');
    const files = createPhotoStore(dir);
    const bytes = photoBytes(PHOTO_CHUNK_BYTES + 5);
    const named = await files.write(bytes, 'image/jpeg');
    const unnamed = await files.write(photoBytes(100), 'image/jpeg');
    const observation = await db()
      .selectFrom('observations')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO photos (observation_id, file_name, content_type, byte_size, sha256)
      VALUES (${observation.id}, ${named}, 'image/jpeg', ${bytes.byteLength}, 'x')`.execute(db());

    expect(await importPhotoFiles(db(), store, dir)).toBe(1);
    const photo = await store.open(named);
    expect(await readAll(photo?.body as ReadableStream<Uint8Array>)).toEqual(bytes);
    expect(await store.open(unnamed)).toBeUndefined();
    expect(await importPhotoFiles(db(), store, dir)).toBe(0);
  });
});
