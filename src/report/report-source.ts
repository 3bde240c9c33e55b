// What a report is made from: the rows both databases hold (the device's SQLite, the server's PostgreSQL), in one
// plain shape. Each side reads its own tables into a ReportSource; `assembleReportData` (report-assemble.ts) turns it
// into ReportData with the rules of src/rules, so the device's report and the server's can only differ if their rows do.
import type { ActionType, Threshold } from '../rules/action-status.ts';
import { entryByIdentifier } from '../rules/catalogue.ts';
import type { ReportType } from './report-data.ts';

export interface SourceObservation {
  identifier: string;
  value: string | null;
}

export interface SourcePhoto {
  /** The identifier of the photo field, e.g. Undercarriage.Left.SideFrame.Photos. */
  identifier: string;
  /** The observation's externalId: photos keep the order of their observations. */
  observationExternalId: string;
  /** The observation's value: the photo's generated file name (the same on the device and the server). */
  fileName: string;
  contentType: string;
  /** null when the file is not here. */
  bytes: Uint8Array | null;
}

export interface SourceDimension {
  /** The identifier the dimension is read with (side included), e.g. Undercarriage.Left.Shoes.RollerPath.WornLength. */
  identifier: string;
  baselineValue: number;
  limit: number;
  thresholds: Threshold[];
}

/** An earlier inspection of the same asset, with the observations the history needs (HISTORY_SUFFIXES). */
export interface SourceHistoryInspection {
  externalId: string;
  inspectionDate: string;
  observations: SourceObservation[];
}

export interface ReportSource {
  reportType: ReportType;
  /** ISO time the report is made; the caller's clock. */
  reportDate: string;
  inspection: {
    externalId: string;
    name: string;
    inspectionDate: string;
    inspectorName: string;
    completed: boolean;
  };
  /** The asset, or the mine location of a yard inspection. */
  subject: { kind: 'asset' | 'mineLocation'; name: string; customer: string; site: string };
  /** This inspection's observations (photos excluded: they are in `photos`). */
  observations: SourceObservation[];
  photos: SourcePhoto[];
  dimensions: SourceDimension[];
  actionTypes: ActionType[];
  history: SourceHistoryInspection[];
  bucket: { name: string; serialNumber: string | null } | null;
}

/** The measured components of a side (the worn lengths of the undercarriage screens), in report order. */
export const MEASURED_COMPONENTS: readonly { suffix: string; name: string; photoKey: string }[] = [
  {
    suffix: 'Shoes.PitchExtension.TapeMeasure.WornLength',
    name: 'Pitch Extension (tape measure)',
    photoKey: 'Shoes.PitchExtension',
  },
  {
    suffix: 'Shoes.PitchExtension.PitchGauge.WornLength',
    name: 'Pitch Extension (pitch gauge)',
    photoKey: 'Shoes.PitchExtension',
  },
  { suffix: 'Shoes.RollerPath.WornLength', name: 'Shoes — Roller Path', photoKey: 'Shoes.RollerPath' },
  { suffix: 'Shoes.DriveLug.WornLength', name: 'Shoes — Drive Lug', photoKey: 'Shoes.DriveLug' },
  {
    suffix: 'DriveTumbler.RollerPath.WornLength',
    name: 'Drive Tumbler — Roller Path',
    photoKey: 'DriveTumbler.RollerPath',
  },
  {
    suffix: 'DriveTumbler.DriveLug.WornLength',
    name: 'Drive Tumbler — Drive Lug',
    photoKey: 'DriveTumbler.DriveLug',
  },
];

/** The identifiers an earlier inspection contributes to the history: machine hours, changeouts, worn lengths. */
export function historyIdentifiers(): string[] {
  const sides = ['Left', 'Right'];
  return [
    'Operation.TotalMachineHours',
    ...sides.map((side) => `Operation.${side}UndercarriageChangeout.Checked`),
    ...sides.flatMap((side) => MEASURED_COMPONENTS.map((c) => `Undercarriage.${side}.${c.suffix}`)),
  ];
}

/** One row of a side's part dimensions joined with their thresholds, as both databases read it. */
export interface DimensionRow {
  observableItemId: number | null;
  baselineValue: number;
  limit: number;
  minPercentage: number | null;
  actionTypeId: number | null;
}

/** The measured identifiers of one side by observable-item id. */
export function measuredItemsOf(side: 'Left' | 'Right'): Map<number, string> {
  return new Map(
    MEASURED_COMPONENTS.map((m) => {
      const identifier = `Undercarriage.${side}.${m.suffix}`;
      return [entryByIdentifier(identifier)?.id ?? 0, identifier] as const;
    }),
  );
}

/** Folds dimension rows into one dimension per identifier (the first part's), each threshold once. */
export function addDimensions(
  out: SourceDimension[],
  rows: readonly DimensionRow[],
  wanted: ReadonlyMap<number, string>,
): void {
  for (const row of rows) {
    const identifier = wanted.get(row.observableItemId ?? 0);
    if (identifier === undefined) continue;
    let dimension = out.find((d) => d.identifier === identifier);
    if (dimension === undefined) {
      dimension = { identifier, baselineValue: row.baselineValue, limit: row.limit, thresholds: [] };
      out.push(dimension);
    }
    const { minPercentage, actionTypeId } = row;
    if (minPercentage === null || actionTypeId === null || dimension.limit !== row.limit) continue;
    if (
      !dimension.thresholds.some((t) => t.minPercentage === minPercentage && t.actionTypeId === actionTypeId)
    )
      dimension.thresholds.push({ minPercentage, actionTypeId });
  }
}

/** Whether an observation holds a photo (its value is a file name): the catalogue's image fields. */
export { isPhotoIdentifier, photoContentType } from './photo-kind.ts';
