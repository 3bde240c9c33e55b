import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BUCKET_SPECIFICATIONS, entryByIdentifier, GET_PART_TYPES } from '../../rules/index.ts';
import type { BucketRow } from './bucket-scope.ts';
import { invalidValue } from './write-checks.ts';

/** The entity a stored value is looked up on. */
type ObservationPlace = { readonly entityExternalId: string | null };

// The bucket's completion rules the screens alone cannot keep (recording spec §4; decision 0023): a quantity fits the
// bucket's fitment, and the specifications record what the screen showed pre-filled from the bucket. (The changeout
// a screen shows by default, Same parts, is recorded by the write door with the other shown defaults: decision 0039.)

type Trx = Transaction<Database>;

async function storedValue(
  trx: Trx,
  categoryTypeExternalId: string,
  place: ObservationPlace,
  identifier: string,
) {
  const row = await trx
    .selectFrom('observations')
    .select('value')
    .where('categoryTypeExternalId', '=', categoryTypeExternalId)
    .where('observableItem', '=', identifier)
    .where('entityExternalId', '=', place.entityExternalId)
    .executeTakeFirst();
  return row?.value ?? null;
}

/** How many parts of the fitment a Qty counts: a part type's positions, or the heel shrouds. */
async function fitmentCount(trx: Trx, bucketExternalId: string, identifier: string) {
  const type = /^Bucket\.GroundEngagingTools\.(\w+)\.Quantity$/.exec(identifier)?.[1];
  const parts = trx
    .selectFrom('equipmentParts as ep')
    .innerJoin('parts as p', 'p.id', 'ep.partId')
    .leftJoin('partTypes as t', 't.id', 'p.partTypeId')
    .where('ep.externalEquipmentId', '=', bucketExternalId);
  if (identifier === 'Bucket.WearKit.HeelShrouds.Quantity') {
    const rows = await parts.select('t.name').execute();
    return {
      count: rows.filter((r) => (r.name ?? '').toLowerCase().includes('heel')).length,
      what: 'heel shrouds',
    };
  }
  if (type === undefined) return undefined;
  const item = entryByIdentifier(`Bucket.GroundEngagingTools.${type}.Part.WornLength`)?.id ?? -1;
  const rows = await parts
    .innerJoin('partDimensions as d', 'd.partId', 'ep.partId')
    .select('ep.externalId')
    .where('d.observableItemId', '=', item)
    .execute();
  const label = GET_PART_TYPES.find((t) => t.key === type)?.label.toLowerCase() ?? type;
  return { count: new Set(rows.map((r) => r.externalId)).size, what: label };
}

/** A quantity counts parts of this bucket's fitment: a whole number from 1 to how many it has. */
export async function checkQuantity(trx: Trx, bucketExternalId: string, identifier: string, value: string) {
  if (!identifier.endsWith('.Quantity')) return;
  const fitment = await fitmentCount(trx, bucketExternalId, identifier);
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1)
    throw invalidValue('Qty must be a whole number of at least 1', identifier);
  if (fitment !== undefined && fitment.count > 0 && n > fitment.count)
    throw invalidValue(
      `Qty cannot be more than ${fitment.count}: this bucket's fitment has ${fitment.count} ${fitment.what}`,
      identifier,
    );
}

/** The specifications the screen shows pre-filled from the bucket, and those still missing. */
export async function specificationValues(
  trx: Trx,
  categoryTypeExternalId: string,
  place: ObservationPlace,
  bucket: BucketRow,
): Promise<{ fill: { identifier: string; value: string }[]; missing: string[] }> {
  const shown: Record<string, string | null> = {
    [BUCKET_SPECIFICATIONS.customerBucketName]: bucket.name,
    [BUCKET_SPECIFICATIONS.manufacturer]: null,
    [BUCKET_SPECIFICATIONS.partNumber]: bucket.partNumber,
    [BUCKET_SPECIFICATIONS.fitment]: bucket.fitment,
    [BUCKET_SPECIFICATIONS.capitalIndexNumber]: bucket.capitalIndexNumber,
    [BUCKET_SPECIFICATIONS.serialNumber]: bucket.serialNumber,
  };
  const fill: { identifier: string; value: string }[] = [];
  const missing: string[] = [];
  for (const [identifier, prefilled] of Object.entries(shown)) {
    if ((await storedValue(trx, categoryTypeExternalId, place, identifier)) !== null) continue;
    if (prefilled !== null && prefilled.trim() !== '') fill.push({ identifier, value: prefilled.trim() });
    else missing.push(entryByIdentifier(identifier)?.label ?? identifier);
  }
  return { fill, missing };
}
