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
});
