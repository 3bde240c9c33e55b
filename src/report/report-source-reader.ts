// What the device and the server do alike to read a ReportSource: which rows to ask for, in which order, and how
// they become the source (photos apart, the subject's fallbacks, the judgement's facts, the history). The rows come
// from the one facts reader (src/facts/report-rows.ts) on either database; each side adds only its photo files.
import type { ActionType } from '../rules/judgement/action-status.ts';
import { entryById, entryByIdentifier, isOriginalPhotoIdentifier } from '../rules/catalogue.ts';
import { SIDES, SIDE_EQUIPMENT_NAMES, type Side } from '../rules/enums.ts';
import type {
  FactDimension,
  FactInspection,
  FactPart,
  FactTrigger,
  InspectionFacts,
} from '../rules/judgement/inspection-facts.ts';
import type { UndercarriageModelFlags } from '../rules/undercarriage-menu.ts';
import {
  inspectedOf,
  inspectedParts,
  inspectedSide,
  snapshotMoment,
  type Dated,
} from './inspected-equipment.ts';
import type { ReportType } from './report-data.ts';
import {
  historyIdentifiers,
  isPhotoIdentifier,
  photoContentType,
  type ReportSource,
  type SourceObservation,
  type SourcePhoto,
} from './report-source.ts';

/** The inspection as both databases hold it; `key` is what its observations are found by. */
export interface ReaderInspection<K> {
  key: K;
  externalId: string;
  name: string;
  /** ISO date. */
  inspectionDate: string;
  inspectorName: string;
  completed: boolean;
  assetId: number | null;
  mineLocationId: number | null;
  siteId: number;
  /**
   * The bucket it names: equipmentExternalId (a bucket's inspection, a changeout recorded in it), else
   * bucketExternalId (the bucket recorded when it was completed, decision 0045).
   */
  bucketExternalId: string | null;
}

export interface ReaderObservation<K> {
  inspectionKey: K;
  externalId: string;
  identifier: string;
  value: string | null;
  entityExternalId: string | null;
  /** The unit it was measured in (decision 0053: a length in inches is judged in millimetres). */
  unitId: number | null;
}

export interface EarlierInspection<K> {
  key: K;
  externalId: string;
  /** ISO date. */
  inspectionDate: string;
  machineName: string;
  siteName: string | null;
}

/** One part dimension of an equipment part with one of its thresholds (null when it has none). */
export interface PartDimensionRow {
  partExternalId: string;
  observableItemId: number | null;
  baselineValue: number;
  limit: number;
  minPercentage: number | null;
  actionTypeId: number | null;
}

/** The queries of one database; every method answers plain rows. */
export interface ReportRowReader<K> {
  inspection(): Promise<ReaderInspection<K> | undefined>;
  /** Observations of these inspections, ordered by observable item then externalId; only these items if given. */
  observations(keys: readonly K[], itemIds?: readonly number[]): Promise<ReaderObservation<K>[]>;
  /** A photo observation's file, null when it is not here: the device names it by the value, the server its own way. */
  photoBytes(observation: ReaderObservation<K>): Promise<Uint8Array | null>;
  /** The same asset's inspections before this one. */
  earlierInspections(inspection: ReaderInspection<K>): Promise<EarlierInspection<K>[]>;
  /** Inspections of any asset before this one with an observation on one of these entities (a bucket moves). */
  earlierInspectionsOn(
    inspection: ReaderInspection<K>,
    entityExternalIds: readonly string[],
  ): Promise<EarlierInspection<K>[]>;
  site(siteId: number): Promise<{ site: string | null; customer: string | null } | undefined>;
  asset(assetId: number): Promise<
    | {
        name: string;
        siteName: string | null;
        customerName: string | null;
        model: string | null;
        assetType: string | null;
      }
    | undefined
  >;
  /** recording spec §3 Asset model: the flags of the asset's model that decide its sides' items (all off without). */
  modelFlags(assetId: number): Promise<UndercarriageModelFlags>;
  mineLocation(id: number): Promise<{ name: string } | undefined>;
  /** The asset's undercarriage side equipments (named Left Side / Right Side), every one ever fitted. */
  sideEquipments(assetId: number): Promise<(Dated & { name: string })[]>;
  /** The equipment parts of these equipments, with their part, type and locations. */
  equipmentParts(equipmentExternalIds: readonly string[]): Promise<(FactPart & Dated)[]>;
  /** The dimensions of these equipment parts with their thresholds, by part, dimension, then minPercentage. */
  partDimensions(partExternalIds: readonly string[]): Promise<PartDimensionRow[]>;
  /** recording spec §3 Observable item action types: which value of an item calls for which action. */
  itemTriggers(): Promise<{ observableItemId: number; actionTypeId: number; triggerValue: string | null }[]>;
  bucket(externalId: string): Promise<{ name: string; serialNumber: string | null } | undefined>;
  /** The buckets on the asset now, with their effective dates. */
  assetBuckets(assetId: number): Promise<Dated[]>;
  /** The buckets, wherever they are now, that are these entities or hold these equipment parts. */
  bucketsAmong(entityExternalIds: readonly string[]): Promise<Dated[]>;
  actionTypes(): Promise<ActionType[]>;
  /** The error this side answers a missing row with (an EngineError, an HTTP 404). */
  notFound(message: string): Error;
}

async function subjectOf<K>(reader: ReportRowReader<K>, inspection: ReaderInspection<K>) {
  const site = await reader.site(inspection.siteId);
  if (inspection.assetId !== null) {
    const asset = await reader.asset(inspection.assetId);
    if (asset === undefined) throw reader.notFound('Asset not found');
    return {
      kind: 'asset' as const,
      name: asset.name,
      customer: asset.customerName ?? site?.customer ?? '',
      site: asset.siteName ?? site?.site ?? '',
      model: asset.model,
      assetType: asset.assetType,
    };
  }
  const location =
    inspection.mineLocationId === null ? undefined : await reader.mineLocation(inspection.mineLocationId);
  if (location === undefined) throw reader.notFound('No asset or mineLocation found for inspection');
  return {
    kind: 'mineLocation' as const,
    name: location.name,
    customer: site?.customer ?? '',
    site: site?.site ?? '',
  };
}

/** Dimension rows folded into one dimension per part and item, each threshold once. */
export function foldDimensions(rows: readonly PartDimensionRow[]): FactDimension[] {
  const out = new Map<
    string,
    {
      partExternalId: string;
      identifier: string;
      baselineValue: number;
      limit: number;
      thresholds: { minPercentage: number; actionTypeId: number }[];
    }
  >();
  for (const row of rows) {
    const identifier = entryById(row.observableItemId ?? 0)?.identifier;
    if (identifier === undefined) continue;
    const key = `${row.partExternalId}\u0000${identifier}`;
    let dimension = out.get(key);
    if (dimension === undefined) {
      dimension = {
        partExternalId: row.partExternalId,
        identifier,
        baselineValue: row.baselineValue,
        limit: row.limit,
        thresholds: [],
      };
      out.set(key, dimension);
    }
    const { minPercentage, actionTypeId } = row;
    if (minPercentage === null || actionTypeId === null || dimension.limit !== row.limit) continue;
    if (
      !dimension.thresholds.some((t) => t.minPercentage === minPercentage && t.actionTypeId === actionTypeId)
    )
      dimension.thresholds.push({ minPercentage, actionTypeId });
  }
  return [...out.values()];
}

const sideOf = (name: string): Side => (name === SIDE_EQUIPMENT_NAMES.Left ? 'Left' : 'Right');

/** The facts of the one judgement: this inspection's values by entity, the fleet's parts, the history. */
async function factsOf<K>(
  reader: ReportRowReader<K>,
  inspection: ReaderInspection<K>,
  own: readonly ReaderObservation<K>[],
  seen: Seen,
): Promise<InspectionFacts> {
  const sideRows = inspection.assetId === null ? [] : await reader.sideEquipments(inspection.assetId);
  const bucketIds = inspection.bucketExternalId ? [inspection.bucketExternalId] : [];
  const fitted = [...sideRows.map((s) => s.externalId), ...bucketIds];
  const allParts = fitted.length === 0 ? [] : await reader.equipmentParts(fitted);
  // A side is inspected when the inspection observed it or one of its parts.
  const seenEquipment = new Set(seen.entities);
  for (const p of allParts) if (seen.entities.has(p.externalId)) seenEquipment.add(p.equipmentExternalId);
  const sides = SIDES.flatMap((side) => {
    const row = inspectedSide(
      sideRows.filter((r) => sideOf(r.name) === side),
      seenEquipment,
      seen.at,
    );
    return row === undefined ? [] : [{ side, equipmentExternalId: row.externalId }];
  });
  const kept = new Set(
    [...sides.map((s) => s.equipmentExternalId), ...bucketIds].flatMap((id) =>
      inspectedParts(
        allParts.filter((p) => p.equipmentExternalId === id),
        seen.entities,
        seen.at,
      ).map((p) => p.externalId),
    ),
  );
  const parts: FactPart[] = allParts
    .filter((p) => kept.has(p.externalId))
    .map(({ effectiveDate: _effectiveDate, ...part }) => part);
  const dimensions =
    parts.length === 0 ? [] : foldDimensions(await reader.partDimensions(parts.map((p) => p.externalId)));
  const bucketEntities = inspection.bucketExternalId
    ? [
        inspection.bucketExternalId,
        ...parts
          .filter((p) => p.equipmentExternalId === inspection.bucketExternalId)
          .map((p) => p.externalId),
      ]
    : [];
  const earlier = new Map<string, EarlierInspection<K> & { sameAsset: boolean }>();
  if (bucketEntities.length > 0)
    for (const e of await reader.earlierInspectionsOn(inspection, bucketEntities))
      earlier.set(e.externalId, { ...e, sameAsset: false });
  if (inspection.assetId !== null)
    for (const e of await reader.earlierInspections(inspection))
      earlier.set(e.externalId, { ...e, sameAsset: true });
  const historyIds = historyIdentifiers().map((id) => entryByIdentifier(id)?.id ?? 0);
  const list = [...earlier.values()];
  const rows =
    list.length === 0
      ? []
      : await reader.observations(
          list.map((e) => e.key),
          historyIds,
        );
  const history: FactInspection[] = list.map((e) => ({
    externalId: e.externalId,
    date: e.inspectionDate,
    sameAsset: e.sameAsset,
    machineName: e.machineName,
    siteName: e.siteName,
    observations: rows
      .filter((r) => r.inspectionKey === e.key)
      .map((r) => ({
        identifier: r.identifier,
        entityExternalId: r.entityExternalId,
        value: r.value,
        unitId: r.unitId,
      })),
  }));
  const triggers: FactTrigger[] = (await reader.itemTriggers()).flatMap((t) => {
    const identifier = entryById(t.observableItemId)?.identifier;
    return identifier === undefined || t.triggerValue === null
      ? []
      : [{ identifier, actionTypeId: t.actionTypeId, triggerValue: t.triggerValue }];
  });
  return {
    inspection: ownFacts(inspection, own),
    history,
    sides,
    bucketExternalId: inspection.bucketExternalId,
    parts,
    dimensions,
    triggers,
    actionTypes: await reader.actionTypes(),
  };
}

/** The inspection's own readings as the judgement's facts hold them (photos apart). */
function ownFacts<K>(inspection: ReaderInspection<K>, own: readonly ReaderObservation<K>[]): FactInspection {
  return {
    externalId: inspection.externalId,
    date: inspection.inspectionDate,
    observations: own
      .filter((o) => !isPhotoIdentifier(o.identifier))
      .map((o) => ({
        identifier: o.identifier,
        entityExternalId: o.entityExternalId,
        value: o.value,
        unitId: o.unitId,
      })),
  };
}

/** The facts and what their shape rests on besides the values of the inspection's own readings (decision 0067). */
export interface FactsWithBasis {
  readonly facts: InspectionFacts;
  /** The inspection's row as read with them (its asset, date, bucket, completion). */
  readonly basis: string;
  /** The equipment and parts its readings were on. */
  readonly seen: ReadonlySet<string>;
}

type OwnReader<K> = Pick<ReportRowReader<K>, 'inspection' | 'observations' | 'notFound'>;

async function ownRows<K>(reader: OwnReader<K>) {
  const inspection = await reader.inspection();
  if (inspection === undefined) throw reader.notFound('Inspection not found');
  const own = await reader.observations([inspection.key]);
  return { inspection, own, basis: JSON.stringify(inspection), seen: seenBy(inspection, own) };
}

/** The facts of the one judgement, with their basis. */
export async function readFactsWithBasis<K>(reader: ReportRowReader<K>, now: Date): Promise<FactsWithBasis> {
  const { basis, seen } = await ownRows(reader);
  const facts = (await readReportSource(reader, 'UndercarriageInspection', now)).facts;
  return { facts, basis, seen: seen.entities };
}

/**
 * Whether the facts choose the same sides, parts and bucket with `now` seen as with `before` (decision 0045): an
 * open inspection's choice is the machine as it is now, and a reading on equipment it had chosen already keeps it.
 */
function sameChoice(facts: InspectionFacts, before: ReadonlySet<string>, now: Seen): boolean {
  const added = [...now.entities].filter((id) => !before.has(id));
  if ([...before].some((id) => !now.entities.has(id))) return false;
  if (added.length === 0) return true;
  if (now.at !== undefined) return false;
  const chosen = new Set([
    ...facts.parts.map((p) => p.externalId),
    ...facts.sides.map((s) => s.equipmentExternalId),
    ...(facts.bucketExternalId === null ? [] : [facts.bucketExternalId]),
  ]);
  return added.every((id) => chosen.has(id));
}

/**
 * The same facts with the inspection's own readings read again, when only their values changed (a reading saved on
 * equipment the facts had chosen); undefined when more moved and the facts must be read again whole.
 */
export async function factsWithOwnReadingsAgain<K>(
  reader: OwnReader<K>,
  kept: FactsWithBasis,
): Promise<FactsWithBasis | undefined> {
  const { inspection, own, basis, seen } = await ownRows(reader);
  if (basis !== kept.basis || !sameChoice(kept.facts, kept.seen, seen)) return undefined;
  return { facts: { ...kept.facts, inspection: ownFacts(inspection, own) }, basis, seen: seen.entities };
}

/** What the inspection observed (equipment and parts) and the moment its equipment is chosen at (decision 0045). */
interface Seen {
  readonly entities: ReadonlySet<string>;
  readonly at: number | undefined;
}

const seenBy = <K>(inspection: ReaderInspection<K>, own: readonly ReaderObservation<K>[]): Seen => ({
  entities: new Set(own.flatMap((o) => (o.entityExternalId === null ? [] : [o.entityExternalId]))),
  at: snapshotMoment(inspection),
});

/** The bucket this inspection's report shows, as it is chosen now: what a completion records (decision 0045). */
export async function reportBucketOf<K>(reader: ReportRowReader<K>): Promise<string | null> {
  const inspection = await reader.inspection();
  if (inspection === undefined) throw reader.notFound('Inspection not found');
  const seen = seenBy(inspection, await reader.observations([inspection.key]));
  return inspection.bucketExternalId ?? (await inspectedBucket(reader, inspection, seen)) ?? null;
}

/**
 * The bucket a machine's inspection looked at: the one its observations are on (wherever it stands now), else the
 * machine's bucket in effect at the inspection (a completed one) or now (an open one).
 */
async function inspectedBucket<K>(
  reader: ReportRowReader<K>,
  inspection: ReaderInspection<K>,
  seen: Seen,
): Promise<string | undefined> {
  const observed = seen.entities.size === 0 ? [] : await reader.bucketsAmong([...seen.entities]);
  if (observed.length > 0)
    return inspectedOf(observed, new Set(observed.map((b) => b.externalId)), seen.at)?.externalId;
  if (inspection.assetId === null) return undefined;
  return inspectedOf(await reader.assetBuckets(inspection.assetId), seen.entities, seen.at)?.externalId;
}

/** Everything the report of one inspection needs, read through one database's queries. */
export async function readReportSource<K>(
  reader: ReportRowReader<K>,
  reportType: ReportType,
  now: Date,
): Promise<ReportSource> {
  const inspection = await reader.inspection();
  if (inspection === undefined) throw reader.notFound('Inspection not found');
  const observations: SourceObservation[] = [];
  const photos: SourcePhoto[] = [];
  const own = await reader.observations([inspection.key]);
  for (const o of own) {
    if (!isPhotoIdentifier(o.identifier)) {
      observations.push({ identifier: o.identifier, value: o.value, entityExternalId: o.entityExternalId });
      continue;
    }
    if (o.value === null || o.value.trim() === '') continue;
    // The original of a marked-up photo is kept, not reported: the marked-up photo is the evidence (decision 0062).
    if (isOriginalPhotoIdentifier(o.identifier)) continue;
    const bytes = await reader.photoBytes(o);
    photos.push({
      identifier: o.identifier,
      entityExternalId: o.entityExternalId,
      observationExternalId: o.externalId,
      fileName: o.value,
      contentType: bytes === null ? 'application/octet-stream' : photoContentType(bytes),
      bytes,
    });
  }
  const seen = seenBy(inspection, own);
  const bucketExternalId =
    inspection.bucketExternalId ?? (await inspectedBucket(reader, inspection, seen)) ?? null;
  const facts = await factsOf(reader, { ...inspection, bucketExternalId }, own, seen);
  const bucket = bucketExternalId === null ? undefined : await reader.bucket(bucketExternalId);
  return {
    reportType,
    reportDate: now.toISOString(),
    inspection: {
      externalId: inspection.externalId,
      name: inspection.name,
      inspectionDate: inspection.inspectionDate,
      inspectorName: inspection.inspectorName,
      completed: inspection.completed,
    },
    subject: await subjectOf(reader, inspection),
    undercarriageModel: inspection.assetId === null ? {} : await reader.modelFlags(inspection.assetId),
    observations,
    photos,
    facts,
    bucket: bucket === undefined ? null : { name: bucket.name, serialNumber: bucket.serialNumber },
  };
}
