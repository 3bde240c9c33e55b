import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import {
  DataLevel,
  defaultsTouchedBy,
  UNDERCARRIAGE_ITEMS,
  undercarriagePrefix,
  type CatalogueEntry,
} from '../../rules/index.ts';
import { saveObservation } from '../observations/save-observation.ts';
import { bucketPartPlace, loadBucketScope, type BucketScope } from './bucket-scope.ts';
import { loadScope, type InspectionScope } from './inspection-scope.ts';
import {
  loadUndercarriageScope,
  requireSide,
  requireVisibleItem,
  type SideEquipment,
  type UndercarriageScope,
} from './undercarriage-scope.ts';
import {
  IdSchema,
  INVALID_INPUT_CODE,
  notOfPlace,
  observationRefusal,
  refuseUnchangeable,
  refused,
} from './write-checks.ts';

// Where a write lands (decision 0025): the inspection itself (its asset, or a yard inspection's mine location), an
// undercarriage side or one position of it, or the inspection's bucket or some of its positions. The catalogue
// identifier says which field; the target says on which entity. A position write names the same part as decision
// 0023's target ids (uc:Left:LoadRollers:<part>, bucket:Teeth:<part>), whose judgement it changes.

const PartId = IdSchema('Equipment part not found');

export const WriteTargetSchema = v.variant(
  'kind',
  [
    v.object({ kind: v.literal('inspection') }),
    v.object({
      kind: v.literal('side'),
      /** Left or Right (or its route name, left or right). */
      side: v.pipe(v.string('Equipment not found'), v.maxLength(20, 'Equipment not found')),
      /** A load roller, return roller or slider position: its equipment part. */
      partExternalId: v.optional(PartId),
    }),
    v.object({
      kind: v.literal('bucket'),
      bucketExternalId: IdSchema('Equipment not found'),
      /** The positions (equipment parts) written at once; none: the bucket itself. */
      partExternalIds: v.optional(v.pipe(v.array(PartId), v.maxLength(500, 'Too many positions'))),
    }),
  ],
  'Say where the value is recorded',
);
export type WriteTarget = v.InferInput<typeof WriteTargetSchema>;
type ParsedTarget = v.InferOutput<typeof WriteTargetSchema>;

/** Where one observation is written: its entity and, where it is not the catalogue's, its data level. */
export interface Place {
  readonly entityId: number | null;
  readonly entityExternalId: string | null;
  readonly dataLevelId?: number;
}

/** A target opened for writing: its inspection (not completed) and what its kind's rules need. */
export type OpenTarget =
  | { readonly kind: 'inspection'; readonly scope: InspectionScope }
  | {
      readonly kind: 'side';
      readonly scope: InspectionScope;
      readonly undercarriage: UndercarriageScope;
      readonly side: SideEquipment;
      readonly partExternalId: string | undefined;
    }
  | {
      readonly kind: 'bucket';
      readonly scope: InspectionScope;
      readonly bucket: BucketScope;
      readonly partExternalIds: readonly string[] | undefined;
    };

type Db = Kysely<Database> | Transaction<Database>;

export type OnInspection = Extract<OpenTarget, { kind: 'inspection' }>;
export type OnSide = Extract<OpenTarget, { kind: 'side' }>;
export type OnBucket = Extract<OpenTarget, { kind: 'bucket' }>;

// recording spec §8 "Inspection not found"; decision 0022: a completed inspection is refused before anything else
export async function openInspection(db: Db, inspectionExternalId: string): Promise<OnInspection> {
  const scope = await loadScope(db, inspectionExternalId);
  refuseUnchangeable(scope);
  return { kind: 'inspection', scope };
}

// recording spec §8 "Equipment not found": the side must be undercarriage equipment of the inspection's asset
export async function openSide(
  db: Db,
  inspectionExternalId: string,
  sideName: string,
  partExternalId: string | undefined,
): Promise<OnSide> {
  const undercarriage = await loadUndercarriageScope(db, inspectionExternalId);
  refuseUnchangeable(undercarriage.inspection);
  const side = requireSide(undercarriage, sideName);
  return { kind: 'side', scope: undercarriage.inspection, undercarriage, side, partExternalId };
}

// recording spec §8 "Equipment not found": the bucket must be the inspection's (on its machine, in its yard)
export async function openBucket(
  db: Db,
  inspectionExternalId: string,
  bucketExternalId: string,
  partExternalIds: readonly string[] | undefined,
): Promise<OnBucket> {
  const bucket = await loadBucketScope(db, inspectionExternalId, bucketExternalId);
  refuseUnchangeable(bucket.scope);
  return { kind: 'bucket', scope: bucket.scope, bucket, partExternalIds };
}

/** The target of a write, opened: its inspection found and not completed, its side or bucket the inspection's. */
export function openTarget(db: Db, inspectionExternalId: string, target: ParsedTarget): Promise<OpenTarget> {
  switch (target.kind) {
    case 'inspection':
      return openInspection(db, inspectionExternalId);
    case 'side':
      return openSide(db, inspectionExternalId, target.side, target.partExternalId);
    case 'bucket':
      return openBucket(db, inspectionExternalId, target.bucketExternalId, target.partExternalIds);
  }
}

/** The undercarriage item of a side's field; an item the asset's model does not show is "Page not found". */
export function sideItemOf(at: OnSide, entry: CatalogueEntry) {
  const item = UNDERCARRIAGE_ITEMS.find((i) =>
    entry.identifier.startsWith(`${undercarriagePrefix(at.side.side, i)}.`),
  );
  if (item === undefined) throw notOfPlace(`Not a field of the ${at.side.side} side`, entry.identifier);
  return requireVisibleItem(at.undercarriage, item.key);
}

/**
 * The places a catalogued field is written on at this target: it must be a field of the target (an undercarriage
 * field of a side the model shows, a bucket field of the bucket, any other field of the inspection), and a
 * position's field needs the position, one of that side's or that bucket's parts.
 */
export async function placesOf(db: Db, at: OpenTarget, entry: CatalogueEntry): Promise<Place[]> {
  const id = entry.identifier;
  switch (at.kind) {
    case 'inspection':
      if (id.startsWith('Undercarriage.') || id.startsWith('Bucket.'))
        throw notOfPlace('Not a field of the inspection: say which side or bucket', id);
      return [at.scope.entity];
    case 'side': {
      sideItemOf(at, entry);
      if (entry.dataLevel !== DataLevel.equipmentPart)
        return [{ entityId: at.side.id, entityExternalId: at.side.externalId }];
      const part = at.partExternalId
        ? await db
            .selectFrom('equipmentParts')
            .select(['id', 'externalId'])
            .where('externalId', '=', at.partExternalId)
            .where('externalEquipmentId', '=', at.side.externalId)
            .executeTakeFirst()
        : undefined;
      if (!part || part.id === null)
        throw refused('not-found', 'Equipment part not found', { identifier: id });
      return [{ entityId: part.id, entityExternalId: part.externalId }];
    }
    case 'bucket': {
      if (!id.startsWith('Bucket.')) throw notOfPlace('Not a bucket field', id);
      const bucketId = at.bucket.bucket.externalId;
      if (at.partExternalIds === undefined) return [at.bucket.place];
      const places: Place[] = [];
      for (const part of at.partExternalIds) places.push(await bucketPartPlace(db, bucketId, part));
      return places;
    }
  }
}

/**
 * decision 0039: what the screen showed chosen is recorded once its item is touched. The defaults of the item this
 * write touches (src/rules shownDefault) that have no value at the place are written in the same transaction, each
 * with its outbox entry; a choice already recorded is never replaced.
 */
export async function writeShownDefaults(
  trx: Transaction<Database>,
  categoryTypeExternalId: string,
  place: Place,
  identifier: string,
): Promise<void> {
  for (const d of defaultsTouchedBy(identifier)) {
    const stored = await trx
      .selectFrom('observations')
      .select('externalId')
      .where('categoryTypeExternalId', '=', categoryTypeExternalId)
      .where('observableItem', '=', d.identifier)
      .where('entityExternalId', place.entityExternalId === null ? 'is' : '=', place.entityExternalId)
      .executeTakeFirst();
    if (stored !== undefined) continue;
    try {
      await saveObservation(trx, {
        categoryTypeExternalId,
        identifier: d.identifier,
        value: d.value,
        ...place,
      });
    } catch (error) {
      throw observationRefusal(error, d.identifier);
    }
  }
}

/** One observation written (null deletes it) with its outbox entry, in the caller's transaction. */
export async function writeObservation(
  trx: Transaction<Database>,
  categoryTypeExternalId: string,
  place: Place,
  identifier: string,
  value: string | null,
  extra: { readonly externalId?: string; readonly unitId?: number } = {},
): Promise<{ externalId: string; deleted: boolean }> {
  try {
    const saved = await saveObservation(trx, {
      categoryTypeExternalId,
      identifier,
      value,
      ...place,
      ...extra,
    });
    if (value !== null) await writeShownDefaults(trx, categoryTypeExternalId, place, identifier);
    return { externalId: saved.externalId, deleted: saved.deleted };
  } catch (error) {
    throw observationRefusal(error, identifier);
  }
}

/** One observation written at an open target. */
export function writeAt(
  trx: Transaction<Database>,
  at: OpenTarget,
  place: Place,
  identifier: string,
  value: string | null,
  extra: { readonly externalId?: string; readonly unitId?: number } = {},
): Promise<{ externalId: string; deleted: boolean }> {
  return writeObservation(trx, at.scope.categoryTypeExternalId, place, identifier, value, extra);
}

/** The one place of a target that names a single entity (a photo, a pitch gauge reading). */
export function onlyPlace(places: readonly Place[], identifier: string): Place {
  const [place, ...more] = places;
  if (place === undefined || more.length > 0)
    throw refused('invalid-input', 'Name one position', { code: INVALID_INPUT_CODE, identifier });
  return place;
}
