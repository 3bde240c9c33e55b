import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue, isOriginalPhotoIdentifier } from '../../rules/catalogue.ts';
import { SERVER_MIGRATIONS_DIR } from './migrate.ts';

// A server seeded before issue 54 gets the originals items from migration 0022 (a fresh one from the seed): the file
// must list exactly the catalogue's, with the catalogue's ids, or a marked-up photo's original would be refused.
describe('migration 0022: the items that keep the originals of marked-up photos', () => {
  it('lists every originals item of the catalogue with its id, and nothing else', async () => {
    const names = await readdir(SERVER_MIGRATIONS_DIR);
    const file = names.find((name) => name.endsWith('_photo_originals.sql'));
    expect(file).toBeDefined();
    const text = await readFile(path.join(SERVER_MIGRATIONS_DIR, file ?? ''), 'utf8');
    const rows = [...text.matchAll(/^\s+\((\d+), 4, '([^']+)',/gm)].map((m) => [Number(m[1]), m[2]]);
    const expected = catalogue()
      .filter((e) => isOriginalPhotoIdentifier(e.identifier))
      .map((e) => [e.id, e.identifier]);
    expect(rows).toEqual(expected);
    expect(rows).toContainEqual([expect.any(Number), 'Undercarriage.Left.SideFrame.OriginalPhotos']);
  });
});
