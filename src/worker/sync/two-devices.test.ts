import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SaveInspectionsRequestSchema, type SaveInspectionsRequest } from '../../api/save-inspections.ts';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import {
  openConflictCounts,
  openConflicts,
  refuseOpenConflicts,
  settleConflict,
} from '../domain/observation-conflicts.ts';
import { submitInspection } from '../domain/inspection-lifecycle.ts';
import { saveObservation } from '../observations/save-observation.ts';
import { insertTestInspection } from '../testing/inspection-fixture.ts';
import { HttpClient } from './http-client.ts';
import { pushOutbox } from './push.ts';

// Two devices on the device (docs/decisions/0052-two-devices-one-inspection.md): a save names the version each value was
// edited from; when the server kept another device's value, the device shows the held value and the conflict at
// once, refuses Submit until the inspector chose, and sends the choice as an ordinary write naming the conflict.

const at = (hours: number, minutes: number) => new Date(2026, 11, 3, hours, minutes).toISOString();

describe('two devices, one inspection, on the device', () => {
  it('sends the base version, shows the held value and the conflict, and settles it with the inspector’s choice', async () => {
    const { kysely } = await openMemoryDb();
    const bodies: SaveInspectionsRequest[] = [];
    let answerConflict = true;
    const http = new HttpClient({
      baseUrl: 'http://server/api',
      getToken: () => async () => 'token',
      fetch: async (_url, init) => {
        const body = v.parse(SaveInspectionsRequestSchema, JSON.parse(String(init?.body)));
        bodies.push(body);
        const inspection = body.inspections[0];
        const observation = inspection?.categoriesTypes[0]?.observations[0];
        const conflicts =
          answerConflict && observation !== undefined
            ? [
                {
                  id: 77,
                  inspectionExternalId: inspection?.externalId,
                  observationExternalId: observation.externalId,
                  observableItemId: observation.observableItemId,
                  heldValue: '12.5',
                  heldUnitId: null,
                  heldDeviceName: 'tablet',
                  heldAt: at(8, 34),
                  value: observation.value,
                  unitId: null,
                  actionTypeId: null,
                  deviceId: body.syncDetails.deviceId,
                  deviceName: body.syncDetails.deviceName,
                  inspectorName: 'Ana Inspector',
                  createdAt: at(8, 40),
                  settledAt: null,
                  settledByDeviceName: null,
                  heldVersion: 9,
                  heldActionTypeId: null,
                },
              ]
            : [];
        return Response.json({
          serverTimeUtc: '2026-12-03T08:41:00.000Z',
          inspections: [],
          equipmentItems: [],
          conflicts,
        });
      },
    });
    const made = await insertTestInspection(kysely);
    await kysely.transaction().execute((trx) =>
      saveObservation(trx, {
        categoryTypeExternalId: made.categoryTypeExternalId,
        identifier: 'Operation.Tonnage',
        value: '13.0',
        entityId: 101,
      }),
    );
    // As pulled before this device went offline: version 5.
    await kysely.updateTable('observations').set({ version: 5 }).execute();

    await pushOutbox(kysely, http);
    const sent = bodies[0]?.inspections[0]?.categoriesTypes?.[0]?.observations?.[0];
    expect(sent).toMatchObject({ value: '13.0', baseVersion: 5 });
    expect(bodies[0]?.syncDetails.deviceName).toEqual(expect.any(String));

    // The device shows the server's record and the conflict at once.
    expect(await kysely.selectFrom('observations').select(['value', 'version']).execute()).toEqual([
      { value: '12.5', version: 9 },
    ]);
    expect(await openConflictCounts(kysely)).toEqual({ [made.inspectionExternalId]: 1 });
    const [open] = await openConflicts(kysely, made.inspectionExternalId);
    expect(open?.line).toBe('Changed on another device: 12.5 (tablet, 08:34) — yours 13.0 (08:40)');

    await expect(submitInspection(kysely, made.inspectionExternalId)).rejects.toThrow(
      'Changed on another device: choose which values to keep before submitting this inspection',
    );

    // The inspector keeps their own value: written with its outbox entry, which names the conflict it settles.
    await settleConflict(kysely, {
      inspectionExternalId: made.inspectionExternalId,
      conflictId: 77,
      keep: 'yours',
    });
    expect(await kysely.selectFrom('observations').select('value').execute()).toEqual([{ value: '13.0' }]);
    expect(await openConflicts(kysely, made.inspectionExternalId)).toEqual([]);
    answerConflict = false;
    await pushOutbox(kysely, http);
    expect(bodies[1]?.inspections[0]?.categoriesTypes?.[0]?.observations?.[0]).toMatchObject({
      value: '13.0',
      baseVersion: 9,
      settles: [77],
    });
    // Nothing waits for a choice any more: Submit goes on to its own checks.
    await expect(refuseOpenConflicts(kysely, made.inspectionExternalId)).resolves.toBeUndefined();
  });

  /** A server that answers each first reading with the row another device made of its field (decision 0066). */
  function serverHolding(held: { externalId: string; value: string; conflict: boolean }) {
    const bodies: SaveInspectionsRequest[] = [];
    const http = new HttpClient({
      baseUrl: 'http://server/api',
      getToken: () => async () => 'token',
      fetch: async (_url, init) => {
        const body = v.parse(SaveInspectionsRequestSchema, JSON.parse(String(init?.body)));
        bodies.push(body);
        const inspection = body.inspections[0];
        const categoryType = inspection?.categoriesTypes[0];
        const observation = categoryType?.observations[0];
        if (inspection === undefined || categoryType === undefined || observation === undefined)
          throw new Error('expected one observation');
        const first = observation.baseVersion === null && bodies.length === 1;
        return Response.json({
          serverTimeUtc: '2026-12-03T08:41:00.000Z',
          inspections: [
            {
              externalId: inspection.externalId,
              id: 3,
              inspectionDate: inspection.inspectionDate,
              deletedObservations: [],
              categoriesTypes: [
                {
                  externalId: categoryType.externalId,
                  id: 4,
                  observations: [
                    first
                      ? {
                          externalId: observation.externalId,
                          id: 41,
                          version: 9,
                          heldExternalId: held.externalId,
                        }
                      : { externalId: observation.externalId, id: 41, version: 10 },
                  ],
                },
              ],
            },
          ],
          equipmentItems: [],
          conflicts:
            first && held.conflict
              ? [
                  {
                    id: 78,
                    inspectionExternalId: inspection.externalId,
                    observationExternalId: held.externalId,
                    observableItemId: observation.observableItemId,
                    heldValue: held.value,
                    heldUnitId: null,
                    heldDeviceName: 'tablet',
                    heldAt: at(8, 34),
                    value: observation.value,
                    unitId: null,
                    actionTypeId: null,
                    deviceId: body.syncDetails.deviceId,
                    deviceName: body.syncDetails.deviceName,
                    inspectorName: 'Ana Inspector',
                    createdAt: at(8, 40),
                    settledAt: null,
                    settledByDeviceName: null,
                    heldVersion: 9,
                    heldActionTypeId: null,
                  },
                ]
              : [],
        });
      },
    });
    return { http, bodies };
  }

  const rowsOf = (kysely: Awaited<ReturnType<typeof openMemoryDb>>['kysely']) =>
    kysely.selectFrom('observations').select(['externalId', 'id', 'value', 'version', 'isSynced']).execute();

  it('keeps a first reading another device made first under that device’s row, and shows the other value', async () => {
    const { kysely } = await openMemoryDb();
    const heldExternalId = crypto.randomUUID();
    const { http, bodies } = serverHolding({ externalId: heldExternalId, value: '12.5', conflict: true });
    const made = await insertTestInspection(kysely);
    const record = (value: string) =>
      kysely.transaction().execute((trx) =>
        saveObservation(trx, {
          categoryTypeExternalId: made.categoryTypeExternalId,
          identifier: 'Operation.Tonnage',
          value,
          entityId: 101,
        }),
      );
    const own = await record('13.0');
    await pushOutbox(kysely, http);
    expect(bodies[0]?.inspections[0]?.categoriesTypes?.[0]?.observations?.[0]).toMatchObject({
      externalId: own.externalId,
      baseVersion: null,
    });
    // One reading, the tablet's row: its value shown, this device's kept beside it for the inspector to choose.
    expect(await rowsOf(kysely)).toEqual([
      { externalId: heldExternalId, id: 41, value: '12.5', version: 9, isSynced: 1 },
    ]);
    const [open] = await openConflicts(kysely, made.inspectionExternalId);
    expect(open?.line).toBe('Changed on another device: 12.5 (tablet, 08:34) — yours 13.0 (08:40)');

    // The next edit of the field goes to the tablet's row, from its version.
    expect((await record('12.7')).externalId).toBe(heldExternalId);
    await pushOutbox(kysely, http);
    expect(bodies[1]?.inspections[0]?.categoriesTypes?.[0]?.observations?.[0]).toMatchObject({
      externalId: heldExternalId,
      value: '12.7',
      baseVersion: 9,
    });
  });

  it('takes over the held row without a word when both devices recorded the same first value', async () => {
    const { kysely } = await openMemoryDb();
    const heldExternalId = crypto.randomUUID();
    const { http } = serverHolding({ externalId: heldExternalId, value: '13.0', conflict: false });
    const made = await insertTestInspection(kysely);
    await kysely.transaction().execute((trx) =>
      saveObservation(trx, {
        categoryTypeExternalId: made.categoryTypeExternalId,
        identifier: 'Operation.Tonnage',
        value: '13.0',
        entityId: 101,
      }),
    );
    await pushOutbox(kysely, http);
    expect(await rowsOf(kysely)).toEqual([
      { externalId: heldExternalId, id: 41, value: '13.0', version: 9, isSynced: 1 },
    ]);
    expect(await openConflicts(kysely, made.inspectionExternalId)).toEqual([]);
  });

  it('keeps one row when a pull brought the held row before the answer came', async () => {
    const { kysely } = await openMemoryDb();
    const heldExternalId = crypto.randomUUID();
    const { http } = serverHolding({ externalId: heldExternalId, value: '12.5', conflict: true });
    const made = await insertTestInspection(kysely);
    const own = await kysely.transaction().execute((trx) =>
      saveObservation(trx, {
        categoryTypeExternalId: made.categoryTypeExternalId,
        identifier: 'Operation.Tonnage',
        value: '13.0',
        entityId: 101,
      }),
    );
    // The tablet's row, as a pull stores it.
    const mine = await kysely
      .selectFrom('observations')
      .selectAll()
      .where('externalId', '=', own.externalId)
      .executeTakeFirstOrThrow();
    await kysely
      .insertInto('observations')
      .values({ ...mine, externalId: heldExternalId, id: 41, value: '12.5', version: 9, isSynced: 1 })
      .execute();
    await pushOutbox(kysely, http);
    expect(await rowsOf(kysely)).toEqual([
      { externalId: heldExternalId, id: 41, value: '12.5', version: 9, isSynced: 1 },
    ]);
    expect(await openConflicts(kysely, made.inspectionExternalId)).toHaveLength(1);
  });
});
