import { expect } from 'vitest';
import { catalogueId } from '../../rules/index.ts';
import { openFleetDb, testUuid } from '../domain/fleet-db.fixture.ts';
import { FLEET } from '../domain/fleet.fixture.ts';
import { EngineError } from '../engine-error.ts';
import { createMemoryPhotoFiles } from '../photos/photo-files.ts';

// The device the write doors' checks are tried on (write-checks*.test.ts): an open and a completed inspection of
// EX-204, the left side's track shoe with its roller path, and counters of what a write left behind.

export const current = testUuid('c', 3);
export const completed = testUuid('c', 1);
export const ROLLER_PATH = 'Undercarriage.Left.Shoes.RollerPath.WornLength';

export async function setup() {
  const inspection = (externalId: string, done: boolean) => ({
    externalId,
    name: 'EX-204',
    assetId: FLEET.assets.ex204,
    mineLocationId: null,
    siteId: FLEET.sites.karratha,
    inspectionDate: done ? '2026-09-01T08:00:00Z' : '2026-10-01T08:00:00Z',
    completed: done,
    inspectorName: 'Bo',
  });
  const open = await openFleetDb([inspection(completed, true), inspection(current, false)]);
  // The left side's track shoe: roller path 58 mm new, -24 mm to its limit (46 mm is 50 % worn).
  open.serial.db.exec(`
    UPDATE assetModels SET showLoadRollerConditionMenu = 1 WHERE id = 11;
    INSERT INTO parts (externalId, id, partTypeId, manufacturerId, name, partNumber) VALUES ('${testUuid('b', 801)}', 801, 41, 1, 'Track Shoe', 'TS-1');
    INSERT INTO equipmentParts (externalId, id, equipmentId, externalEquipmentId, partId, position, "group") VALUES ('${testUuid('a', 901)}', 901, 9001, '${FLEET.undercarriage.left}', 801, 1, 'Shoes');
    INSERT INTO partDimensions (externalId, id, partId, dimensionTypeId, observableItemId, baselineValue, "limit") VALUES ('${testUuid('b', 911)}', 911, 801, 1, ${catalogueId(ROLLER_PATH)}, 58, -24);
  `);
  const db = open.kysely;
  const written = async () => ({
    observations: (await db.selectFrom('observations').select('externalId').execute()).length,
    outbox: (await db.selectFrom('outbox').select('seq').execute()).length,
  });
  const files = createMemoryPhotoFiles();
  const compressions: Blob[] = [];
  const deps = {
    db,
    files,
    compress: async (blob: Blob) => {
      compressions.push(blob);
      return { photo: blob, thumbnail: blob };
    },
  };
  return { ...open, db, written, files, deps, compressions };
}

export const photo = () => new Blob(['jpeg'], { type: 'image/jpeg' });

/** The refusal a write ends with, as the screen receives it. */
export async function refusal(write: Promise<unknown>) {
  const error = await write.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  const { code, message, details } = error as EngineError;
  return { code, message, specCode: details?.code };
}
