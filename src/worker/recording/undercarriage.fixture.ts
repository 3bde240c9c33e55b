import { expect } from 'vitest';
import { catalogueId } from '../../rules/index.ts';
import { openFleetDb, testUuid } from '../domain/fleet-db.fixture.ts';
import { FLEET, openEx204 } from '../domain/fleet.fixture.ts';
import { EngineError } from '../engine-error.ts';
import { recordCheckbox, recordValue } from './record-value.ts';

// EX-204 (a HEX) with a track shoe on its left side (pitch 355 mm, limit 11 mm; roller path 58 mm, limit -24 mm)
// and three load rollers; the model's flags change per test. The undercarriage's worker tests share it.

export const current = testUuid('c', 3);
export const PE = 'Undercarriage.Left.Shoes.PitchExtension';

export async function setup(
  flags = 'showLoadRollerConditionMenu = 1, showSliderConditionMenu = 1, shoesPerSide = 7',
) {
  const open = await openFleetDb([openEx204(current)]);
  const left = FLEET.undercarriage.left;
  const dim = (id: number, identifier: string, baseline: number, limit: number) =>
    `INSERT INTO partDimensions (externalId, id, partId, dimensionTypeId, observableItemId, baselineValue, "limit") VALUES ('${testUuid('b', id)}', ${id}, 801, 1, ${catalogueId(identifier)}, ${baseline}, ${limit});`;
  open.serial.db.exec(`
    UPDATE assetModels SET ${flags} WHERE id = 11;
    INSERT INTO parts (externalId, id, partTypeId, manufacturerId, name, partNumber) VALUES ('${testUuid('b', 801)}', 801, 41, 1, 'Track Shoe', 'TS-1'), ('${testUuid('b', 802)}', 802, 41, 1, 'Load Roller', 'LR-1');
    INSERT INTO equipmentParts (externalId, id, equipmentId, externalEquipmentId, partId, position, "group") VALUES
      ('${testUuid('a', 901)}', 901, 9001, '${left}', 801, 1, 'Shoes'),
      ('${testUuid('a', 902)}', 902, 9001, '${left}', 802, 1, 'Load Rollers'),
      ('${testUuid('a', 903)}', 903, 9001, '${left}', 802, 2, 'Load Rollers'),
      ('${testUuid('a', 904)}', 904, 9001, '${left}', 802, 3, 'Load Rollers');
    ${dim(911, `${PE}.TapeMeasure.WornLength`, 355, 11)}
    ${dim(912, `${PE}.PitchGauge.WornLength`, 355, 11)}
    ${dim(913, 'Undercarriage.Left.Shoes.RollerPath.WornLength', 58, -24)}
    INSERT INTO observableActionTypes (id, name, sortOrder, defaultColourCode) VALUES (1, 'NoAction', 1, NULL), (2, 'MonitorMaintenance', 2, NULL);
    INSERT INTO partDimensionThresholds (id, partDimensionId, minPercentage, actionTypeId) VALUES (1, 911, 0, 1), (2, 911, 50, 2);
  `);
  const db = open.kysely;
  const where = { inspectionExternalId: current, sideName: 'left' };
  const onLeft = (partExternalId?: string) => ({
    inspectionExternalId: current,
    target: { kind: 'side' as const, side: 'left', ...(partExternalId ? { partExternalId } : {}) },
  });
  const field = (identifier: string, value: string | null, part?: string) =>
    recordValue(db, { ...onLeft(part), identifier, value });
  const check = (identifier: string, checked: boolean) =>
    recordCheckbox(db, { ...onLeft(), identifier, checked });
  return { db, serial: open.serial, where, field, check };
}

/** The promise is refused by the worker with this message. */
export const rejects = async (promise: Promise<unknown>, message: string) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  expect((error as EngineError).message).toBe(message);
};
