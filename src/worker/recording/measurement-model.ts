import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { wearTrendChartSvg } from '../../report/wear-trend-chart.ts';
import {
  entryByIdentifier,
  governingText,
  OPERATION,
  SIDE_EQUIPMENT_NAMES,
  type ActionView,
  signText,
  type JudgedPastReading,
  type JudgedTarget,
  type ActionType,
  type MeasurementJudgement,
  type Side,
  type Threshold,
  type LengthUnit,
} from '../../rules/index.ts';
import { governingWordsOf } from '../../i18n/governing-words.ts';
import { EngineError } from '../engine-error.ts';
import { wordsShown } from '../language.ts';
import { numberOf } from './asset-history.ts';
import { loadScope, requireAsset } from './inspection-scope.ts';
import { judgedReading } from './judged-targets.ts';

// The model of a measuring screen: the measured value, and the one judgement of its reading (decision 0023): its
// dimension and thresholds, the measure-and-judge panel's facts, the judged history (the Status History sheet) and
// the forecast line, with the wear trend chart drawn here so the UI only shows an image.

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

/** The Status History sheet's lines, newest first: the judge's past readings, grey when one cannot be judged. */
export function statusHistory(history: readonly JudgedPastReading[]): StatusHistoryEntry[] {
  return history
    .map(({ status, ...at }) => ({
      inspectionExternalId: at.inspectionExternalId ?? '',
      machineName: at.machineName ?? '',
      siteName: at.siteName,
      date: at.date,
      // The sheet shows one decimal (the judgement keeps the full precision).
      wearPercent:
        status.ok && status.wearPercent !== undefined ? Math.round(status.wearPercent * 10) / 10 : null,
      status: status.ok ? status.status : 'InvalidMeasurements',
      colour: status.ok ? status.colour : '#BDBDBD',
      textColour: status.ok ? status.textColour : '#000000',
    }))
    .reverse();
}

/** The wear trend chart of a judged reading (its points and forecast line), or null with nothing to draw. */
export function trendChart(title: string, judgement: MeasurementJudgement): string | null {
  return judgement.readings.length === 0
    ? null
    : wearTrendChartSvg({ title, points: judgement.readings, forecast: judgement.line });
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
export function targetSummary(target: JudgedTarget, unit: LengthUnit): TargetSummary {
  return {
    action: target.action,
    governingIdentifier: target.governing?.identifier ?? null,
    governingNote: governingText(target, unit, governingWordsOf(wordsShown())),
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
    .select(['externalId'])
    .where('assetId', '=', assetId)
    .where('name', '=', SIDE_EQUIPMENT_NAMES[side])
    .executeTakeFirst();
  if (!equipment) throw new EngineError('not-found', 'Equipment not found');
  // The value being edited (its observation's id for the next save), and the machine hours beside it.
  const current = await db
    .selectFrom('observations as o')
    .select(['o.externalId', 'o.value', 'o.unitId', 'o.observableItem'])
    .where('o.categoryTypeExternalId', '=', scope.categoryTypeExternalId)
    .where('o.observableItem', 'in', [identifier, OPERATION.totalMachineHours])
    .execute();
  const own = (id: string) => current.find((o) => o.observableItem === id);
  const { target, reading, dimension, actionTypes } = await judgedReading(
    db,
    inspectionExternalId,
    identifier,
    null,
  );
  const { judgement } = reading;
  const measured = own(identifier);
  return {
    inspectionExternalId,
    title: scope.assetName ?? 'Inspection',
    identifier,
    label: entry.label,
    unit: entry.unit ?? 'mm',
    side,
    equipmentExternalId: equipment.externalId,
    part: { name: target.key.partName ?? '', partNumber: target.key.partNumber },
    dimension: { baselineValue: dimension.baselineValue, limit: dimension.limit },
    thresholds: reading.thresholds,
    actionTypes,
    value: measured
      ? { externalId: measured.externalId, value: measured.value, unitId: measured.unitId }
      : null,
    machineHours: numberOf(own(OPERATION.totalMachineHours)?.value),
    inspectionDate: scope.inspectionDate,
    judgement,
    target: targetSummary(target, scope.lengthUnit),
    history: statusHistory(judgement.history),
    chartSvg: trendChart(entry.description.replaceAll(' / ', ' · '), judgement),
  };
}
