// What a report is made from: the rows both databases hold (the device's SQLite, the server's PostgreSQL), in one
// plain shape. Each side reads its own tables into a ReportSource; `assembleReportData` (report-assemble.ts) turns it
// into ReportData with the rules of src/rules, so the device's report and the server's can only differ if their rows do.
import {
  GET_PART_TYPES,
  WEAR_PLATE_PRIMARY_LOCATIONS,
  WEAR_PLATE_SECONDARY_LOCATIONS,
} from '../rules/catalogue-bucket.ts';
import type { InspectionFacts } from '../rules/judgement/inspection-facts.ts';
import type { UndercarriageModelFlags } from '../rules/undercarriage-menu.ts';
import type { ReportType } from './report-data.ts';

export interface SourceObservation {
  identifier: string;
  value: string | null;
  /** The equipment or part it is on; null at asset level. */
  entityExternalId?: string | null;
}

export interface SourcePhoto {
  /** The identifier of the photo field, e.g. Undercarriage.Left.SideFrame.Photos. */
  identifier: string;
  /** The equipment or part it is on (a roller position, a tooth), for its caption. */
  entityExternalId?: string | null;
  /** The observation's externalId: photos keep the order of their observations. */
  observationExternalId: string;
  /** The observation's value: the photo's generated file name (the same on the device and the server). */
  fileName: string;
  contentType: string;
  /** null when the file is not here. */
  bytes: Uint8Array | null;
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
  /** The asset (with its model and type), or the mine location of a yard inspection. */
  subject: {
    kind: 'asset' | 'mineLocation';
    name: string;
    customer: string;
    site: string;
    model?: string | null;
    assetType?: string | null;
  };
  /** The asset model's flags that decide which items its sides show (empty for a yard): what "not inspected" lists. */
  undercarriageModel: UndercarriageModelFlags;
  /** This inspection's observations (photos excluded: they are in `photos`). */
  observations: SourceObservation[];
  photos: SourcePhoto[];
  /** What the one judgement of every target needs (src/rules inspection-targets). */
  facts: InspectionFacts;
  bucket: { name: string; serialNumber: string | null } | null;
}

const SIDES = ['Left', 'Right'] as const;
const UNDERCARRIAGE_WORN_LENGTHS = [
  'Shoes.PitchExtension.TapeMeasure.WornLength',
  'Shoes.PitchExtension.PitchGauge.WornLength',
  'Shoes.RollerPath.WornLength',
  'Shoes.DriveLug.WornLength',
  'DriveTumbler.RollerPath.WornLength',
  'DriveTumbler.DriveLug.WornLength',
];

/** The identifiers of the bucket's measured parts and their changeouts (ground engaging tools, wear plates). */
export function bucketHistoryIdentifiers(): string[] {
  const get = GET_PART_TYPES.flatMap((t) => [
    `Bucket.GroundEngagingTools.${t.key}.Part.WornLength`,
    `Bucket.GroundEngagingTools.${t.key}.Part.Changeout`,
  ]);
  const plates = WEAR_PLATE_PRIMARY_LOCATIONS.flatMap((p) =>
    WEAR_PLATE_SECONDARY_LOCATIONS.flatMap((s) => [
      `Bucket.WearKit.WearPlates.${p.key}.${s.key}.Measurement`,
      `Bucket.WearKit.WearPlates.${p.key}.${s.key}.Changeout`,
    ]),
  );
  return [...get, ...plates];
}

/** The identifiers an earlier inspection contributes to the history: machine hours, changeouts, readings. */
export function historyIdentifiers(): string[] {
  return [
    'Operation.TotalMachineHours',
    ...SIDES.map((side) => `Operation.${side}UndercarriageChangeout.Checked`),
    ...SIDES.flatMap((side) => UNDERCARRIAGE_WORN_LENGTHS.map((suffix) => `Undercarriage.${side}.${suffix}`)),
    ...bucketHistoryIdentifiers(),
  ];
}

/** Whether an observation holds a photo (its value is a file name): the catalogue's image fields. */
export { isPhotoIdentifier, photoContentType } from './photo-kind.ts';
