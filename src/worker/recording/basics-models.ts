import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { shownEntryJudgement } from './shown-entry-judgement.ts';
import {
  bucketStatusesOfValues,
  completionStatusName,
  EXECUTIVE_SUMMARY,
  executiveSummaryStatus,
  hoursBetweenInspections,
  isLockOffComplete,
  isLockOnComplete,
  LOCK_OFF,
  LOCK_ON,
  lockOffStatus,
  lockOnStatus,
  MACHINE_PHOTO,
  machinePhotoStatus,
  OPERATION,
  operationStatus,
  SIDES,
  undercarriageChangeoutIds,
  undercarriageOverallStatus,
  undercarriageSideStatus,
  type CompletionStatusName,
  type EntryJudgement,
  type Side,
  type ObservationValues,
} from '../../rules/index.ts';
import { inspectionTitleOf } from '../domain/inspection-title.ts';
import { numberOf, otherInspectionsOfAsset } from './asset-history.ts';
import { bucketModel } from './bucket-model.ts';
import { currentBucketOf } from './bucket-scope.ts';
import { undercarriageFlags } from './model-flags.ts';
import { loadScope, requireAsset, type InspectionScope } from './inspection-scope.ts';
import { judgedTargets } from './judged-targets.ts';
import { plainValues, readStoredValues, type StoredValues } from './observation-values.ts';

// The screen models of the basics (recording spec §2 Lock On, Lock Off, Operation hours, Machine photo, summary):
// one call each, holding everything the screen shows and validates against.

export interface ScreenHeader {
  readonly inspectionExternalId: string;
  /** The asset's name, or the mine location's. */
  readonly title: string;
  readonly siteName: string | null;
  readonly inspectionDate: string;
  readonly completed: boolean;
}

export interface BasicsModel {
  readonly header: ScreenHeader;
  readonly values: StoredValues;
}

export interface LockModel extends BasicsModel {
  /** recording spec §4: both yes-questions are yes, so MARK AS COMPLETE may be pressed. */
  readonly canComplete: boolean;
}

export interface ChangeoutBounds {
  readonly lastHours: number | null;
  readonly lastDate: string | null;
  readonly nextHours: number | null;
}

export interface OperationModel extends BasicsModel {
  readonly previousTotalMachineHours: number | null;
  readonly nextTotalMachineHours: number | null;
  readonly changeout: Readonly<Record<Side, ChangeoutBounds>>;
  /** recording spec §5: whole hours since the last inspection of the same asset. */
  readonly hoursBetweenInspections: number;
}

export type ContentsStatuses = Readonly<
  Record<
    'lockOn' | 'machinePhoto' | 'operation' | 'undercarriage' | 'bucket' | 'lockOff' | 'summary',
    CompletionStatusName
  >
> & {
  /** The most urgent judged result under the Undercarriage and Bucket entries (decision 0042), null before any. */
  readonly judgements: Readonly<Record<'undercarriage' | 'bucket', EntryJudgement | null>>;
};

function header(scope: InspectionScope, title: string | null): ScreenHeader {
  return {
    inspectionExternalId: scope.externalId,
    title: title ?? scope.assetName ?? 'Inspection',
    siteName: scope.siteName,
    inspectionDate: scope.inspectionDate,
    completed: scope.completed,
  };
}

async function basics(
  db: Kysely<Database>,
  externalId: string,
  paths: readonly string[],
  loaded?: InspectionScope,
): Promise<BasicsModel> {
  const scope = loaded ?? (await loadScope(db, externalId));
  const title = scope.assetName ?? (await inspectionTitleOf(db, externalId));
  return { header: header(scope, title), values: await readStoredValues(db, externalId, paths) };
}

export async function lockOnModel(db: Kysely<Database>, externalId: string): Promise<LockModel> {
  const model = await basics(db, externalId, Object.values(LOCK_ON));
  return { ...model, canComplete: isLockOnComplete(plainValues(model.values)) };
}

export async function lockOffModel(db: Kysely<Database>, externalId: string): Promise<LockModel> {
  const model = await basics(db, externalId, Object.values(LOCK_OFF));
  return { ...model, canComplete: isLockOffComplete(plainValues(model.values)) };
}

export async function machinePhotoModel(db: Kysely<Database>, externalId: string): Promise<BasicsModel> {
  const scope = await loadScope(db, externalId);
  requireAsset(scope);
  return basics(db, externalId, Object.values(MACHINE_PHOTO), scope);
}

export async function executiveSummaryModel(db: Kysely<Database>, externalId: string): Promise<BasicsModel> {
  return basics(db, externalId, Object.values(EXECUTIVE_SUMMARY));
}

/** The operation identifiers: the fields, both sides' changeout boxes and the marker. */
export function operationPaths(): string[] {
  return [
    ...Object.values(OPERATION),
    ...SIDES.flatMap((side) => Object.values(undercarriageChangeoutIds(side))),
  ];
}

export async function operationModel(db: Kysely<Database>, externalId: string): Promise<OperationModel> {
  const scope = await loadScope(db, externalId);
  const { assetId } = requireAsset(scope);
  const model = await basics(db, externalId, operationPaths(), scope);
  const others = await otherInspectionsOfAsset(db, assetId, externalId, operationPaths());
  return { ...model, ...operationBounds(scope.inspectionDate, others) };
}

type Others = Awaited<ReturnType<typeof otherInspectionsOfAsset>>;

/** recording spec §5: the previous and next inspections' machine hours and changeouts around this one. */
export function operationBounds(
  inspectionDate: string,
  others: Others,
): Omit<OperationModel, 'header' | 'values'> {
  const before = others.filter((o) => o.inspectionDate < inspectionDate);
  const after = others.filter((o) => o.inspectionDate > inspectionDate);
  const lastWith = (list: Others, id: string) =>
    [...list].reverse().find((o) => numberOf(o.values[id]) !== null);
  const firstWith = (list: Others, id: string) => list.find((o) => numberOf(o.values[id]) !== null);
  const changeout = (side: Side): ChangeoutBounds => {
    const ids = undercarriageChangeoutIds(side);
    const last = lastWith(before, ids.hours);
    const next = firstWith(after, ids.hours);
    return {
      lastHours: last ? numberOf(last.values[ids.hours]) : null,
      lastDate: last ? (last.values[ids.date] ?? last.inspectionDate) : null,
      nextHours: next ? numberOf(next.values[ids.hours]) : null,
    };
  };
  const previous = lastWith(before, OPERATION.totalMachineHours);
  const next = firstWith(after, OPERATION.totalMachineHours);
  return {
    previousTotalMachineHours: previous ? numberOf(previous.values[OPERATION.totalMachineHours]) : null,
    nextTotalMachineHours: next ? numberOf(next.values[OPERATION.totalMachineHours]) : null,
    changeout: { Left: changeout('Left'), Right: changeout('Right') },
    hoursBetweenInspections: hoursBetweenInspections(before.at(-1)?.inspectionDate, inspectionDate),
  };
}

/** The bucket's entry says what the bucket's own menu says (src/rules bucket-paths). */
async function bucketOverall(
  db: Kysely<Database>,
  scope: InspectionScope,
  values: ObservationValues,
): Promise<CompletionStatusName> {
  const bucket = await currentBucketOf(db, scope);
  if (bucket === undefined) return bucketStatusesOfValues(values).overall;
  return (await bucketModel(db, scope.externalId, bucket.externalId)).statuses.overall;
}

/** recording spec §2 and §4: the status of every entry of the inspection contents, from the completion rules. */
export async function contentsStatuses(db: Kysely<Database>, externalId: string): Promise<ContentsStatuses> {
  const scope = await loadScope(db, externalId);
  const values = plainValues(await readStoredValues(db, externalId));
  const flags = await undercarriageFlags(db, scope.modelId);
  const side = (s: Side) => undercarriageSideStatus(s, values, flags, scope.assetTypeName);
  // The one judgement (decision 0023), as the side menus and bucket lists read it.
  const judged = await judgedTargets(db, externalId);
  return {
    lockOn: completionStatusName(lockOnStatus(values)),
    machinePhoto: completionStatusName(machinePhotoStatus(values)),
    operation: completionStatusName(operationStatus(values)),
    undercarriage: completionStatusName(undercarriageOverallStatus(side('Left'), side('Right'))),
    bucket: await bucketOverall(db, scope, values),
    lockOff: completionStatusName(lockOffStatus(values)),
    summary: completionStatusName(executiveSummaryStatus(values)),
    judgements: {
      undercarriage: shownEntryJudgement(judged, ['uc'], 'sideTitle', scope.lengthUnit),
      bucket: shownEntryJudgement(judged, ['bucket'], 'title', scope.lengthUnit),
    },
  };
}
