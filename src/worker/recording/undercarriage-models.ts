import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { shownEntryJudgement } from './shown-entry-judgement.ts';
import {
  CompletionStatus,
  completionStatusName,
  effectiveShoesPerSide,
  itemStatus,
  POSITION_COMPLETE,
  POSITION_GROUPS,
  positionName,
  rollerGroupPercent,
  rollerPositionPercent,
  sideRouteName,
  sideStillNeeds,
  sideStillNeedsText,
  undercarriageOverallStatus,
  undercarriagePrefix,
  undercarriageSideStatus,
  type CompletionStatusName,
  type EntryJudgement,
  type ListEntry,
  type ObservationValues,
  type Side,
  type UndercarriageItem,
} from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import type { ScreenHeader } from './basics-models.ts';
import { judgedTargets } from './judged-targets.ts';
import { measurementModel, type MeasurementModel } from './measurement-model.ts';
import type { StoredValues } from './observation-values.ts';
import { plainValues, readStoredValues } from './observation-values.ts';
import {
  loadUndercarriageScope,
  observationsUnder,
  requireSide,
  requireVisibleItem,
  visibleItems,
  type ObservationRow,
  type SideEquipment,
  type UndercarriageScope,
} from './undercarriage-scope.ts';

// The screen models of the undercarriage (recording spec §2 Undercarriage, §4 statuses): the side list, each side's
// condition menu, every part screen and the roller, return roller and slider positions. One call per screen.

export interface SideSummary {
  readonly side: Side;
  /** The side in the address, e.g. left. */
  readonly sideName: string;
  /** The equipment's name, e.g. Left Side. */
  readonly label: string;
  readonly equipmentExternalId: string;
  readonly status: CompletionStatusName;
  /** Until the side is Completed: the basics and items whose MARK AS COMPLETE it still waits on, in words. */
  /** What the side still waits on, in the menu's words; empty when nothing. */
  readonly stillNeeds: string;
}

export interface UndercarriageSidesModel {
  readonly header: ScreenHeader;
  /** Each side with its most urgent finding, null until something on it is judged. */
  readonly sides: readonly (SideSummary & { readonly judgement: EntryJudgement | null })[];
  readonly status: CompletionStatusName;
}

export interface MenuItemModel {
  readonly key: string;
  readonly label: string;
  readonly route: string;
  readonly status: CompletionStatusName;
  /** The item's judged result (a position list: its most urgent position), null until judged. */
  readonly judgement: EntryJudgement | null;
}

export interface UndercarriageMenuModel {
  readonly header: ScreenHeader;
  readonly side: SideSummary;
  readonly sections: readonly { readonly title: string; readonly items: readonly MenuItemModel[] }[];
}

export interface UndercarriagePhoto {
  readonly observationExternalId: string;
  readonly fileName: string | null;
}

export interface ItemRef {
  readonly key: string;
  readonly label: string;
  readonly section: string;
  /** The identifier prefix of the item at this side, e.g. Undercarriage.Left.Shoes.PitchExtension. */
  readonly prefix: string;
}

export interface PitchGaugeReading {
  readonly observationExternalId: string;
  readonly value: string | null;
}

export interface UndercarriageItemModel {
  readonly header: ScreenHeader;
  readonly side: SideSummary;
  readonly item: ItemRef;
  /** The side's values of this item (one per identifier; photos and gauge readings are listed apart). */
  readonly values: StoredValues;
  readonly photos: readonly UndercarriagePhoto[];
  readonly shoesPerSide: number;
  /** The worn length's measure-and-judge model (tape measure for pitch extension); null when nothing is measured. */
  readonly measurement: MeasurementModel | null;
  /** Pitch extension only: the pitch gauge readings and their judged average. */
  readonly gauge: {
    readonly readings: readonly PitchGaugeReading[];
    readonly measurement: MeasurementModel | null;
  } | null;
}

/** A position of a list and how far it is recorded (spec §4). */
export interface PositionProgress {
  readonly equipmentPartId: string;
  readonly equipmentPartExternalId: string;
  readonly position: number;
  readonly percent: number;
}

export interface PositionSummary extends PositionProgress {
  /** What was seen at the position and the action it calls for, null until judged. */
  readonly judgement: EntryJudgement | null;
}

export interface PositionsModel {
  readonly header: ScreenHeader;
  readonly side: SideSummary;
  readonly item: ItemRef;
  readonly positions: readonly PositionSummary[];
  /** recording spec §4: 100 all complete, -1 none, else the share complete. */
  readonly groupPercent: number;
  readonly completed: boolean;
  /** The positions by name and whether each is done: MARK AS COMPLETE names those not done. */
  readonly entries: readonly ListEntry[];
}

export interface PositionModel {
  readonly header: ScreenHeader;
  readonly side: SideSummary;
  readonly item: ItemRef;
  readonly equipmentPartExternalId: string;
  readonly position: number;
  readonly part: { readonly name: string; readonly partNumber: string | null };
  readonly values: StoredValues;
  readonly photos: readonly UndercarriagePhoto[];
  /** COMPLETE has stored this position's completed timestamp: the screen then offers DONE in its place. */
  readonly completed: boolean;
}

/** recording spec §2: the position lists by their {partName}. */
export const POSITION_ITEM_KEYS: Readonly<Record<string, string>> = {
  'load-rollers': 'LoadRollers',
  'return-rollers': 'ReturnRollers',
  sliders: 'Sliders',
};

function header(scope: UndercarriageScope): ScreenHeader {
  const s = scope.inspection;
  return {
    inspectionExternalId: s.externalId,
    title: s.assetName ?? 'Inspection',
    siteName: s.siteName,
    inspectionDate: s.inspectionDate,
    completed: s.completed,
  };
}

function summary(
  scope: UndercarriageScope,
  equipment: SideEquipment,
  values: ObservationValues,
): SideSummary {
  const status = undercarriageSideStatus(equipment.side, values, scope.flags, scope.inspection.assetTypeName);
  return {
    side: equipment.side,
    sideName: sideRouteName(equipment.side),
    label: equipment.name,
    equipmentExternalId: equipment.externalId,
    status: completionStatusName(status),
    stillNeeds:
      status === CompletionStatus.completed
        ? ''
        : sideStillNeedsText(
            sideStillNeeds(equipment.side, values, scope.flags, scope.inspection.assetTypeName),
          ),
  };
}

const itemRef = (side: Side, item: UndercarriageItem): ItemRef => ({
  key: item.key,
  label: item.label,
  section: item.section,
  prefix: undercarriagePrefix(side, item),
});

/** recording spec §2 undercarriage: the sides (sorted by name) with their status, and the undercarriage's. */
export async function undercarriageSidesModel(
  db: Kysely<Database>,
  inspectionExternalId: string,
): Promise<UndercarriageSidesModel> {
  const scope = await loadUndercarriageScope(db, inspectionExternalId);
  const values = plainValues(await readStoredValues(db, inspectionExternalId));
  const judged = await judgedTargets(db, inspectionExternalId);
  const sides = scope.sides.map((equipment) => ({
    ...summary(scope, equipment, values),
    judgement: shownEntryJudgement(judged, [`uc:${equipment.side}`], 'title', scope.inspection.lengthUnit),
  }));
  const statusOf = (side: Side) =>
    undercarriageSideStatus(side, values, scope.flags, scope.inspection.assetTypeName);
  return {
    header: header(scope),
    sides,
    status: completionStatusName(undercarriageOverallStatus(statusOf('Left'), statusOf('Right'))),
  };
}

/** recording spec §2 undercarriage/{sideName}: the condition menu the model shows, each item with its status. */
export async function undercarriageMenuModel(
  db: Kysely<Database>,
  inspectionExternalId: string,
  sideName: string,
): Promise<UndercarriageMenuModel> {
  const scope = await loadUndercarriageScope(db, inspectionExternalId);
  const equipment = requireSide(scope, sideName);
  const values = plainValues(await readStoredValues(db, inspectionExternalId));
  const judged = await judgedTargets(db, inspectionExternalId);
  const sections: { title: string; items: MenuItemModel[] }[] = [];
  for (const item of visibleItems(scope)) {
    let section = sections.find((s) => s.title === item.section);
    if (!section) sections.push((section = { title: item.section, items: [] }));
    section.items.push({
      key: item.key,
      label: item.label,
      route: item.route,
      status: completionStatusName(itemStatus(equipment.side, item, values)),
      judgement: shownEntryJudgement(
        judged,
        [`uc:${equipment.side}:${item.key}`],
        item.positions ? 'place' : 'none',
        scope.inspection.lengthUnit,
      ),
    });
  }
  return { header: header(scope), side: summary(scope, equipment, values), sections };
}

const photosOf = (rows: readonly ObservationRow[], identifier: string): UndercarriagePhoto[] =>
  rows
    .filter((r) => r.identifier === identifier)
    .map((r) => ({ observationExternalId: r.externalId, fileName: r.value }));

function singleValues(rows: readonly ObservationRow[], skip: readonly string[]): StoredValues {
  const values: Record<string, { externalId: string; value: string | null }> = {};
  for (const r of rows) {
    if (!skip.includes(r.identifier)) values[r.identifier] = { externalId: r.externalId, value: r.value };
  }
  return values;
}

async function measured(
  db: Kysely<Database>,
  inspectionExternalId: string,
  side: Side,
  identifier: string,
): Promise<MeasurementModel | null> {
  try {
    return await measurementModel(db, inspectionExternalId, side, identifier);
  } catch (error) {
    // A part without this dimension measures nothing: the screen says so (recording spec §5 InvalidInput).
    if (error instanceof EngineError && error.code === 'not-found') return null;
    throw error;
  }
}

/** recording spec §2: side frame, pitch extension, roller path, drive lug, engagement and idler screens. */
export async function undercarriageItemModel(
  db: Kysely<Database>,
  inspectionExternalId: string,
  sideName: string,
  itemKey: string,
): Promise<UndercarriageItemModel> {
  const scope = await loadUndercarriageScope(db, inspectionExternalId);
  const equipment = requireSide(scope, sideName);
  const item = requireVisibleItem(scope, itemKey);
  if (item.positions) throw new EngineError('not-found', 'Page not found', { itemKey });
  const ref = itemRef(equipment.side, item);
  const rows = (await observationsUnder(db, scope.inspection, `${ref.prefix}.`)).filter(
    (r) => r.entityExternalId === null || r.entityExternalId === equipment.externalId,
  );
  const all = plainValues(await readStoredValues(db, inspectionExternalId));
  const photosId = `${ref.prefix}.Photos`;
  const readingsId = `${ref.prefix}.PitchGauge.Readings`;
  const isPitch = item.key === 'Shoes.PitchExtension';
  const wornLength = isPitch ? `${ref.prefix}.TapeMeasure.WornLength` : `${ref.prefix}.WornLength`;
  const measures = item.screen === 'roller-path' || item.screen === 'drive-lug' || isPitch;
  return {
    header: header(scope),
    side: summary(scope, equipment, all),
    item: ref,
    values: singleValues(rows, [photosId, readingsId]),
    photos: photosOf(rows, photosId),
    shoesPerSide: effectiveShoesPerSide(scope.flags.shoesPerSide),
    measurement: measures ? await measured(db, inspectionExternalId, equipment.side, wornLength) : null,
    gauge: isPitch
      ? {
          readings: rows
            .filter((r) => r.identifier === readingsId)
            .map((r) => ({ observationExternalId: r.externalId, value: r.value })),
          measurement: await measured(
            db,
            inspectionExternalId,
            equipment.side,
            `${ref.prefix}.PitchGauge.WornLength`,
          ),
        }
      : null,
  };
}

interface PartRow {
  readonly id: number | null;
  readonly externalId: string;
  readonly position: number | null;
  readonly name: string;
  readonly partNumber: string | null;
}

async function positionParts(
  db: Kysely<Database>,
  equipment: SideEquipment,
  itemKey: string,
): Promise<PartRow[]> {
  return db
    .selectFrom('equipmentParts as ep')
    .innerJoin('parts as p', 'p.id', 'ep.partId')
    .select(['ep.id', 'ep.externalId', 'ep.position', 'p.name', 'p.partNumber'])
    .where('ep.externalEquipmentId', '=', equipment.externalId)
    .where('ep.group', '=', POSITION_GROUPS[itemKey] ?? '')
    .orderBy('ep.position')
    .execute();
}

function positionItem(scope: UndercarriageScope, partName: string): UndercarriageItem {
  const key = Object.hasOwn(POSITION_ITEM_KEYS, partName) ? POSITION_ITEM_KEYS[partName] : undefined;
  if (key === undefined) throw new EngineError('not-found', 'Page not found', { partName });
  return requireVisibleItem(scope, key);
}

const byEntity = (rows: readonly ObservationRow[], entityExternalId: string): ObservationValues => {
  const values: Record<string, string | null> = {};
  for (const r of rows) if (r.entityExternalId === entityExternalId) values[r.identifier] = r.value;
  return values;
};

/** recording spec §4: a list's positions (1..n) with their percentages, 100 once anything is recorded there. */
export async function positionSummaries(
  db: Kysely<Database>,
  scope: UndercarriageScope['inspection'],
  equipment: SideEquipment,
  item: UndercarriageItem,
): Promise<PositionProgress[]> {
  const parts = await positionParts(db, equipment, item.key);
  const rows = await observationsUnder(db, scope, `${undercarriagePrefix(equipment.side, item)}.`);
  return parts.map((p, index) => ({
    equipmentPartId: p.id === null ? p.externalId : String(p.id),
    equipmentPartExternalId: p.externalId,
    position: p.position ?? index + 1,
    percent: rollerPositionPercent(equipment.side, item, byEntity(rows, p.externalId)),
  }));
}

/** The positions as a list's entries: "Position 3", done when it is 100. */
export const positionEntries = (positions: readonly PositionProgress[]): ListEntry[] =>
  positions.map((p) => ({ name: positionName(p.position), done: p.percent === POSITION_COMPLETE }));

/** recording spec §2 load-rollers, return-rollers, sliders: Position 1..n with completion (spec §4 percentages). */
export async function positionsModel(
  db: Kysely<Database>,
  inspectionExternalId: string,
  sideName: string,
  partName: string,
): Promise<PositionsModel> {
  const scope = await loadUndercarriageScope(db, inspectionExternalId);
  const equipment = requireSide(scope, sideName);
  const item = positionItem(scope, partName);
  const ref = itemRef(equipment.side, item);
  const judged = await judgedTargets(db, inspectionExternalId);
  const positions = (await positionSummaries(db, scope.inspection, equipment, item)).map((p) => ({
    ...p,
    judgement: shownEntryJudgement(
      judged,
      [`uc:${equipment.side}:${item.key}:${p.equipmentPartExternalId}`],
      'none',
      scope.inspection.lengthUnit,
    ),
  }));
  const all = plainValues(await readStoredValues(db, inspectionExternalId));
  return {
    header: header(scope),
    side: summary(scope, equipment, all),
    item: ref,
    positions,
    groupPercent: rollerGroupPercent(positions.map((p) => p.percent)),
    completed: Object.hasOwn(all, `${ref.prefix}.Completed`),
    entries: positionEntries(positions),
  };
}

/** recording spec §2 {partName}/{equipmentPartId}/{position}: one position's detail. */
export async function positionModel(
  db: Kysely<Database>,
  inspectionExternalId: string,
  sideName: string,
  partName: string,
  equipmentPartId: string,
  position: string,
): Promise<PositionModel> {
  const scope = await loadUndercarriageScope(db, inspectionExternalId);
  const equipment = requireSide(scope, sideName);
  const item = positionItem(scope, partName);
  const ref = itemRef(equipment.side, item);
  const part = (await positionParts(db, equipment, item.key)).find(
    (p) =>
      (p.id === null ? p.externalId : String(p.id)) === equipmentPartId && String(p.position) === position,
  );
  if (!part) throw new EngineError('not-found', 'Equipment part not found', { equipmentPartId, position });
  const rows = (await observationsUnder(db, scope.inspection, `${ref.prefix}.Position.`)).filter(
    (r) => r.entityExternalId === part.externalId,
  );
  const all = plainValues(await readStoredValues(db, inspectionExternalId));
  const photosId = `${ref.prefix}.Position.Photos`;
  return {
    header: header(scope),
    side: summary(scope, equipment, all),
    item: ref,
    equipmentPartExternalId: part.externalId,
    position: part.position ?? 0,
    part: { name: part.name, partNumber: part.partNumber },
    values: singleValues(rows, [photosId]),
    photos: photosOf(rows, photosId),
    completed: rows.some((r) => r.identifier === `${ref.prefix}.Position.Completed`),
  };
}
