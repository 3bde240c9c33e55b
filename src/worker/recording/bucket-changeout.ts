import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import {
  BUCKET_CHANGEOUT,
  DataLevel,
  NOT_A_WHOLE_NUMBER,
  OPERATION,
  validateBucketChangeoutDate,
  validateBucketChangeoutHours,
} from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { enqueueChange } from '../outbox/enqueue.ts';
import { numberOf, otherInspectionsOfAsset } from './asset-history.ts';
import { bucketRow, pointInspectionAt, type ObservationPlace } from './bucket-scope.ts';
import { loadScope } from './inspection-scope.ts';
import { plainValues, readStoredValues } from './observation-values.ts';
import { parseWrite, refuseUnchangeable } from './write-checks.ts';
import { writeObservation } from './write-target.ts';

// recording spec §4: "A bucket changeout inspection flags the old bucket as moved to a mine location and the new
// bucket as attached to the asset": both equipment rows change here at once, with the changeout's date and hours,
// in one transaction with their outbox entries; the push takes them to the server.

const Id = (what: string) => v.pipe(v.string(), v.trim(), v.minLength(1, what), v.maxLength(64));

const ChangeoutSchema = v.object({
  inspectionExternalId: Id('No inspection ID provided'),
  fromExternalId: Id('Equipment not found'),
  toExternalId: Id('Equipment not found'),
  date: v.pipe(v.string(), v.minLength(1, 'Changeout Date is required'), v.maxLength(40)),
  hours: v.nullable(v.pipe(v.string(), v.maxLength(20))),
  mineLocationId: v.pipe(v.number(), v.integer(), v.minValue(1, 'Mine Location not found')),
});
export type BucketChangeout = v.InferInput<typeof ChangeoutSchema>;

type Trx = Transaction<Database>;

async function moveBucket(
  trx: Trx,
  externalId: string,
  to: { assetId: number | null; mineLocationId: number | null },
  effectiveDate: string,
): Promise<void> {
  await trx
    .updateTable('equipments')
    .set({ ...to, effectiveDate })
    .where('externalId', '=', externalId)
    .execute();
  await enqueueChange(trx, {
    entityType: 'equipment',
    entityExternalId: externalId,
    inspectionExternalId: null,
    operation: 'upsert',
  });
}

/** Changes the machine's bucket for another: the old one goes to a yard, the new one onto the machine. */
export async function changeOutBucket(
  db: Kysely<Database>,
  input: BucketChangeout,
  now = new Date(),
): Promise<{ bucketExternalId: string }> {
  const { inspectionExternalId, fromExternalId, toExternalId, date, hours, mineLocationId } = parseWrite(
    ChangeoutSchema,
    input,
  );
  if (fromExternalId === toExternalId) throw new EngineError('invalid-input', 'Choose another bucket');
  return db.transaction().execute(async (trx) => {
    const scope = await loadScope(trx, inspectionExternalId);
    refuseUnchangeable(scope);
    if (scope.assetId === null) throw new EngineError('not-found', 'Asset not found');
    const from = await bucketRow(trx, fromExternalId);
    const to = await bucketRow(trx, toExternalId);
    if (!from || from.assetId !== scope.assetId || !to)
      throw new EngineError('not-found', 'Equipment not found');
    if (to.assetId !== null && to.assetId !== scope.assetId)
      throw new EngineError('conflict', 'That bucket is on another machine');
    const yard = await trx
      .selectFrom('mineLocations')
      .select(['id', 'externalId', 'name'])
      .where('id', '=', mineLocationId)
      .executeTakeFirst();
    if (!yard) throw new EngineError('not-found', 'Mine Location not found');
    // recording spec §5, as for the undercarriage changeout
    const total = numberOf(
      plainValues(await readStoredValues(trx, inspectionExternalId, [OPERATION.totalMachineHours]))[
        OPERATION.totalMachineHours
      ],
    );
    const last = (
      await otherInspectionsOfAsset(trx, scope.assetId, inspectionExternalId, [
        BUCKET_CHANGEOUT.date,
        BUCKET_CHANGEOUT.hours,
      ])
    )
      .filter((i) => i.inspectionDate < scope.inspectionDate && i.values[BUCKET_CHANGEOUT.date])
      .at(-1);
    const dateCheck = validateBucketChangeoutDate(
      date,
      scope.inspectionDate,
      last?.values[BUCKET_CHANGEOUT.date] ?? null,
    );
    if (!dateCheck.ok) throw new EngineError('invalid-input', dateCheck.message, { field: 'date' });
    const hoursValue = hours === null || hours.trim() === '' ? null : numberOf(hours);
    if (hours !== null && hours.trim() !== '' && hoursValue === null)
      throw new EngineError('invalid-input', NOT_A_WHOLE_NUMBER, { field: 'hours' });
    const hoursCheck = validateBucketChangeoutHours(hoursValue, {
      totalMachineHours: total,
      lastChangeoutHours: numberOf(last?.values[BUCKET_CHANGEOUT.hours]),
    });
    if (!hoursCheck.ok) throw new EngineError('invalid-input', hoursCheck.message, { field: 'hours' });

    const effectiveDate = now.toISOString();
    await moveBucket(trx, from.externalId, { assetId: null, mineLocationId: yard.id }, effectiveDate);
    await moveBucket(trx, to.externalId, { assetId: scope.assetId, mineLocationId: null }, effectiveDate);
    await pointInspectionAt(trx, inspectionExternalId, to.externalId);
    const onOld: ObservationPlace = {
      entityId: from.id,
      entityExternalId: from.externalId,
      dataLevelId: DataLevel.equipment,
    };
    const write = (identifier: string, value: string | null, place: ObservationPlace = onOld) =>
      writeObservation(trx, scope.categoryTypeExternalId, place, identifier, value);
    await write(BUCKET_CHANGEOUT.checked, 'true');
    await write(BUCKET_CHANGEOUT.date, date.trim());
    await write(BUCKET_CHANGEOUT.hours, hoursCheck.ignored ? null : String(hoursValue));
    await write('Bucket.Rotation.ChangeToExternalId', to.externalId);
    await write('Bucket.Rotation.OldBucketMineLocation', yard.name, {
      entityId: yard.id,
      entityExternalId: yard.externalId,
      dataLevelId: DataLevel.mineLocation,
    });
    await write('Bucket.Rotation.Completed', effectiveDate);
    return { bucketExternalId: to.externalId };
  });
}
