import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { wearTrendChartSvg } from '../../report/wear-trend-chart.ts';
import {
  computeActionStatus,
  entryByIdentifier,
  forecastComponent,
  governingText,
  OPERATION,
  SIDE_EQUIPMENT_NAMES,
  undercarriageChangeoutIds,
  type ActionStatusInput,
  type ActionView,
  signText,
  type JudgedTarget,
  type ActionType,
  type MeasurementJudgement,
  type Side,
  type Threshold,
} from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { readActionTypes, readThresholds } from './judging-catalogue.ts';
import { numberOf, otherInspectionsOfAsset } from './asset-history.ts';
import { loadScope, requireAsset } from './inspection-scope.ts';
import { judgedReading } from './judged-targets.ts';
import { lengthUnitShown } from '../length-unit.ts';

// The model of a measuring screen: the measured value, the part's dimension and thresholds from the synced
// catalogue, this component's readings at the asset's other inspections, and the measure-and-judge panel's facts
// (RECORDING.md), with the wear trend chart drawn here so the UI only shows an image.

export interface StatusHistoryEntry {
  readonly inspectionExternalId: string;
  readonly machineName: string;
  readonly siteName: string | null;
  readonly date: string;
  readonly wearPercent: number | null;
  readonly status: string;
  readonly colour: string;
  readonly textColour: string;
}

/** A past reading as the Status History sheet lists it: its wear and action, grey when it cannot be judged. */
export function statusHistoryEntry(
  at: Pick<StatusHistoryEntry, 'inspectionExternalId' | 'machineName' | 'siteName' | 'date'>,
  input: ActionStatusInput,
): StatusHistoryEntry {
  const status = computeActionStatus(input);
  return {
    ...at,
    wearPercent:
      status.ok && status.wearPercent !== undefined ? Math.round(status.wearPercent * 10) / 10 : null,
    status: status.ok ? status.status : 'InvalidMeasurements',
    colour: status.ok ? status.colour : '#BDBDBD',
    textColour: status.ok ? status.textColour : '#000000',
  };
}

/** What the measuring screen says of the whole target: its action, the reading that governs it, what was seen. */
export interface TargetSummary {
  readonly action: ActionView;
  /** The identifier of the governing reading (tape measure or pitch gauge), null when nothing is measured. */
  readonly governingIdentifier: string | null;
  /** Measured two ways: which counts and why, in words (governingText); empty otherwise. */
  readonly governingNote: string;
  readonly signs: readonly string[];
  /** A condition the measurement contradicts (decision 0039). */
  readonly notes: readonly string[];
}

/** The summary of a judged target for its measuring screen. */
export function targetSummary(target: JudgedTarget): TargetSummary {
  return {
    action: target.action,
    governingIdentifier: target.governing?.identifier ?? null,
    governingNote: governingText(target, lengthUnitShown()),
    signs: target.signs.map(signText),
    notes: target.notes,
  };
}

export interface MeasurementModel {
  readonly inspectionExternalId: string;
  readonly title: string;
  readonly identifier: string;
  readonly label: string;
  readonly unit: string;
  readonly side: Side;
  /** The equipment (undercarriage side) the measurement belongs to. */
  readonly equipmentExternalId: string;
  readonly part: { readonly name: string; readonly partNumber: string | null };
  readonly dimension: { readonly baselineValue: number; readonly limit: number };
  readonly thresholds: readonly Threshold[];
  readonly actionTypes: readonly ActionType[];
  readonly value: {
    readonly externalId: string;
    readonly value: string | null;
    readonly unitId: number | null;
  } | null;
  readonly machineHours: number | null;
  readonly inspectionDate: string;
  readonly judgement: MeasurementJudgement;
  /** The target this reading belongs to: its action may be more urgent than the reading's (decision 0023). */
  readonly target: TargetSummary;
  readonly history: readonly StatusHistoryEntry[];
  /** The wear trend chart (SVG text), absent when there are no readings to draw. */
  readonly chartSvg: string | null;
}

/** The example measuring screen (recording spec §2 example-action-status): the left side's shoe roller path. */
export const EXAMPLE_MEASUREMENT = {
  side: 'Left' as Side,
  identifier: 'Undercarriage.Left.Shoes.RollerPath.WornLength',
};

export async function measurementModel(
  db: Kysely<Database>,
  inspectionExternalId: string,
  side: Side,
  identifier: string,
): Promise<MeasurementModel> {
  const entry = entryByIdentifier(identifier);
  if (!entry) throw new EngineError('not-found', 'observationService.observableItem.empty', { identifier });
  const scope = await loadScope(db, inspectionExternalId);
  const { assetId } = requireAsset(scope);
  const equipment = await db
    .selectFrom('equipments')
    .select(['externalId', 'id'])
    .where('assetId', '=', assetId)
    .where('name', '=', SIDE_EQUIPMENT_NAMES[side])
    .executeTakeFirst();
  if (!equipment) throw new EngineError('not-found', 'Equipment not found');
  const dimension = await db
    .selectFrom('equipmentParts as ep')
    .innerJoin('parts as p', 'p.id', 'ep.partId')
    .innerJoin('partDimensions as d', 'd.partId', 'p.id')
    .select(['p.name', 'p.partNumber', 'd.id', 'd.baselineValue', 'd.limit'])
    .where('ep.externalEquipmentId', '=', equipment.externalId)
    .where('d.observableItemId', '=', entry.id)
    .executeTakeFirst();
  if (!dimension || dimension.id === null) throw new EngineError('not-found', 'Equipment part not found');
  const [thresholds, actionTypes, current] = await Promise.all([
    readThresholds(db, dimension.id),
    readActionTypes(db),
    db
      .selectFrom('observations as o')
      .select(['o.externalId', 'o.value', 'o.unitId', 'o.observableItem'])
      .where('o.categoryTypeExternalId', '=', scope.categoryTypeExternalId)
      .where('o.observableItem', 'in', [
        identifier,
        OPERATION.totalMachineHours,
        undercarriageChangeoutIds(side).checked,
      ])
      .execute(),
  ]);
  const changeoutId = undercarriageChangeoutIds(side).checked;
  const own = (id: string) => current.find((o) => o.observableItem === id);
  const others = await otherInspectionsOfAsset(db, assetId, inspectionExternalId, [
    identifier,
    OPERATION.totalMachineHours,
    changeoutId,
  ]);
  const definition = { baselineValue: dimension.baselineValue, limit: dimension.limit };
  const machineHours = numberOf(own(OPERATION.totalMachineHours)?.value);
  const measured = own(identifier);
  const withReading = others.filter((o) => numberOf(o.values[identifier]) !== null);
  const { target, reading } = await judgedReading(db, inspectionExternalId, identifier, null);
  const judgement = reading.judgement;
  const history = withReading
    .map((o) =>
      statusHistoryEntry(
        {
          inspectionExternalId: o.externalId,
          machineName: o.machineName,
          siteName: o.siteName,
          date: o.inspectionDate,
        },
        { measurements: [o.values[identifier]], dimension: definition, thresholds, actionTypes },
      ),
    )
    .reverse();
  const title = entry.description.replaceAll(' / ', ' · ');
  return {
    inspectionExternalId,
    title: scope.assetName ?? 'Inspection',
    identifier,
    label: entry.label,
    unit: entry.unit ?? 'mm',
    side,
    equipmentExternalId: equipment.externalId,
    part: { name: dimension.name, partNumber: dimension.partNumber },
    dimension: definition,
    thresholds,
    actionTypes,
    value: measured
      ? { externalId: measured.externalId, value: measured.value, unitId: measured.unitId }
      : null,
    machineHours,
    inspectionDate: scope.inspectionDate,
    judgement,
    target: targetSummary(target),
    history,
    chartSvg:
      judgement.readings.length === 0
        ? null
        : wearTrendChartSvg({
            title,
            points: judgement.readings,
            forecast: forecastComponent(judgement.readings).sinceChangeout,
          }),
  };
}
