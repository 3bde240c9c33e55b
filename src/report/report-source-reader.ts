// What the device and the server do alike to read a ReportSource: which rows to ask for, in which order, and how
// they become the source (photos apart, the subject's fallbacks, each side's dimensions, the history). Each side
// supplies only its queries (ReportRowReader): SQLite on the device, PostgreSQL on the server, whose tables, keys and
// casts differ; so the reports can only differ if the rows do.
import type { ActionType } from '../rules/action-status.ts';
import { entryByIdentifier } from '../rules/catalogue.ts';
import { SIDE_EQUIPMENT_NAMES } from '../rules/enums.ts';
import type { ReportType } from './report-data.ts';
import {
  addDimensions,
  historyIdentifiers,
  isPhotoIdentifier,
  measuredItemsOf,
  photoContentType,
  type DimensionRow,
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
  /** The bucket it looks at (bucketExternalId, else equipmentExternalId). */
  bucketExternalId: string | null;
}

export interface ReaderObservation<K> {
  inspectionKey: K;
  externalId: string;
  identifier: string;
  value: string | null;
  /** Where the photo's file is kept, for photo observations; null when there is none. */
  fileName: string | null;
}

/** The queries of one database; every method answers plain rows. */
export interface ReportRowReader<K> {
  inspection(): Promise<ReaderInspection<K> | undefined>;
  /** Observations of these inspections, ordered by observable item then externalId; only these items if given. */
  observations(keys: readonly K[], itemIds?: readonly number[]): Promise<ReaderObservation<K>[]>;
  photoBytes(fileName: string): Promise<Uint8Array | null>;
  /** The same asset's inspections before this one, as { key, externalId, inspectionDate (ISO) }. */
  earlierInspections(
    inspection: ReaderInspection<K>,
  ): Promise<{ key: K; externalId: string; inspectionDate: string }[]>;
  site(siteId: number): Promise<{ site: string | null; customer: string | null } | undefined>;
  asset(
    assetId: number,
  ): Promise<{ name: string; siteName: string | null; customerName: string | null } | undefined>;
  mineLocation(id: number): Promise<{ name: string } | undefined>;
  /** The asset's undercarriage side equipments (named Left Side / Right Side). */
  sideEquipments(assetId: number): Promise<{ externalId: string; name: string }[]>;
  /** The side's part dimensions of these items with their thresholds, by dimension then minPercentage. */
  dimensionRows(equipmentExternalId: string, itemIds: readonly number[]): Promise<DimensionRow[]>;
  bucket(externalId: string): Promise<{ name: string; serialNumber: string | null } | undefined>;
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

async function dimensionsOf<K>(
  reader: ReportRowReader<K>,
  assetId: number | null,
): Promise<ReportSource['dimensions']> {
  if (assetId === null) return [];
  const out: ReportSource['dimensions'] = [];
  for (const equipment of await reader.sideEquipments(assetId)) {
    const wanted = measuredItemsOf(equipment.name === SIDE_EQUIPMENT_NAMES.Left ? 'Left' : 'Right');
    addDimensions(out, await reader.dimensionRows(equipment.externalId, [...wanted.keys()]), wanted);
  }
  return out;
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
  for (const o of await reader.observations([inspection.key])) {
    if (!isPhotoIdentifier(o.identifier)) {
      observations.push({ identifier: o.identifier, value: o.value });
      continue;
    }
    if (o.value === null || o.value.trim() === '') continue;
    const bytes = o.fileName === null ? null : await reader.photoBytes(o.fileName);
    photos.push({
      identifier: o.identifier,
      observationExternalId: o.externalId,
      fileName: o.value,
      contentType: bytes === null ? 'application/octet-stream' : photoContentType(bytes),
      bytes,
    });
  }
  const earlier = inspection.assetId === null ? [] : await reader.earlierInspections(inspection);
  const historyIds = historyIdentifiers().map((id) => entryByIdentifier(id)?.id ?? 0);
  const historyRows =
    earlier.length === 0
      ? []
      : await reader.observations(
          earlier.map((e) => e.key),
          historyIds,
        );
  const bucket =
    inspection.bucketExternalId === null ? undefined : await reader.bucket(inspection.bucketExternalId);
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
    observations,
    photos,
    dimensions: await dimensionsOf(reader, inspection.assetId),
    actionTypes: await reader.actionTypes(),
    history: earlier.map((e) => ({
      externalId: e.externalId,
      inspectionDate: e.inspectionDate,
      observations: historyRows
        .filter((r) => r.inspectionKey === e.key)
        .map((r) => ({ identifier: r.identifier, value: r.value })),
    })),
    bucket: bucket === undefined ? null : { name: bucket.name, serialNumber: bucket.serialNumber },
  };
}
