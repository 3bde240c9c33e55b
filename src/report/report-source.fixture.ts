// The golden inspection: an ERS with both undercarriage sides, eight load roller positions per side, a bucket with
// eight teeth and eight wear-plate locations, and two earlier inspections. Two targets sit in every action band on
// rollers, teeth and wear plates; the tape measure and the pitch gauge disagree on the left pitch extension. The
// expected judgement of each target is written by hand in golden-inspection.test.ts from the spec's formulas.
import type { UndercarriageModelFlags } from '../rules/undercarriage-menu.ts';
import type { ActionType, Threshold } from '../rules/judgement/action-status.ts';
import type {
  FactDimension,
  FactInspection,
  FactObservation,
  FactPart,
  FactTrigger,
} from '../rules/judgement/inspection-facts.ts';
import type { ReportSource, SourceObservation, SourcePhoto } from './report-source.ts';

export const FIXTURE_ACTION_TYPES: ActionType[] = [
  { id: 1, name: 'NoAction', description: 'No Action', sortOrder: 1, defaultColourCode: '#8AD38D' },
  { id: 3, name: 'MonitorMaintenance', description: 'Monitor / Maintenance', sortOrder: 3 },
  { id: 4, name: 'ScheduleChangeout', description: 'Schedule Changeout', sortOrder: 2 },
  { id: 5, name: 'ChangeoutImmediately', description: 'Changeout Immediately', sortOrder: 4 },
  { id: 6, name: 'NoMeasurements', description: 'No Measurements', sortOrder: 0 },
  { id: 7, name: 'InvalidMeasurements', description: 'Invalid Measurements', sortOrder: 0 },
];

/** From 0 % no action, 50 % monitor, 75 % schedule, 100 % change out now. */
export const FIXTURE_THRESHOLDS: Threshold[] = [
  { minPercentage: 0, actionTypeId: 1 },
  { minPercentage: 50, actionTypeId: 3 },
  { minPercentage: 75, actionTypeId: 4 },
  { minPercentage: 100, actionTypeId: 5 },
];

export const GOLDEN = {
  inspection: 'i0000000-0000-4000-8000-000000000001',
  date: '2026-11-01T12:00:00.000Z',
  hours: 24000,
  sides: { Left: 'e1000000-0000-4000-8000-00000000000l', Right: 'e1000000-0000-4000-8000-00000000000r' },
  shoe: { Left: 'p-left-shoe', Right: 'p-right-shoe' },
  bucket: 'b0000000-0000-4000-8000-000000000001',
  history: [
    { id: 'h1000000-0000-4000-8000-000000000001', date: '2026-05-01T12:00:00.000Z', hours: 20000 },
    { id: 'h2000000-0000-4000-8000-000000000002', date: '2026-08-01T12:00:00.000Z', hours: 22000 },
  ],
  /** Load roller positions 1..8 per side: what was recorded at each. */
  rollers: [
    { condition: 'Good' },
    { condition: 'Changeout', indicator: 'SevereCrackingBroken' },
    { condition: 'Monitor' },
    { indicator: 'SpallingDelaminationMinorCracking' },
    { condition: 'Good' },
    { condition: 'Changeout' },
    { condition: 'Monitor' },
    { indicator: 'SpallingDelaminationMinorCracking' },
  ] as { condition?: string; indicator?: string }[],
  /** Teeth 1..8: worn length now (mm); baseline 540, limit -210. */
  teeth: ['435', '382.5', '330', '500', '540', '320', '400', '370'],
  /** Wear plates: thickness now (mm); baseline 50, limit -40. */
  plates: {
    'Lip.Inner': '30',
    'Lip.Outer': '10',
    'LeftCheek.Inner': '20',
    'LeftCheek.Outer': '45',
    'RightCheek.Inner': '8',
    'RightCheek.Outer': '25',
    'Floor.Inner': '18',
    'Floor.Outer': '48',
  } as Record<string, string>,
};

const PRIMARY_LABELS: Record<string, string> = {
  Lip: 'Lip',
  LeftCheek: 'Left Cheek',
  RightCheek: 'Right Cheek',
  Floor: 'Floor',
};

const roller = (side: 'Left' | 'Right', position: number) => `p-${side.toLowerCase()}-roller-${position}`;
const tooth = (position: number) => `p-tooth-${position}`;
const plate = (key: string) => `p-plate-${key}`;

function parts(): FactPart[] {
  const list: FactPart[] = [];
  for (const side of ['Left', 'Right'] as const) {
    list.push({
      externalId: GOLDEN.shoe[side],
      equipmentExternalId: GOLDEN.sides[side],
      position: null,
      group: null,
      name: 'Track Shoe 2.0 m',
      partNumber: 'TS-2000',
      partType: 'Track Shoe',
      location: side,
      secondaryLocation: null,
    });
    for (let p = 1; p <= 8; p++)
      list.push({
        externalId: roller(side, p),
        equipmentExternalId: GOLDEN.sides[side],
        position: p,
        group: 'Load Rollers',
        name: 'Load Roller',
        partNumber: 'LR-77',
        partType: 'Roller',
        location: side,
        secondaryLocation: null,
      });
  }
  for (let p = 1; p <= 8; p++)
    list.push({
      externalId: tooth(p),
      equipmentExternalId: GOLDEN.bucket,
      position: p,
      group: null,
      name: 'Tooth',
      partNumber: 'T-90',
      partType: 'Tooth',
      location: null,
      secondaryLocation: null,
    });
  for (const key of Object.keys(GOLDEN.plates)) {
    const [primary, secondary] = key.split('.') as [string, string];
    list.push({
      externalId: plate(key),
      equipmentExternalId: GOLDEN.bucket,
      position: null,
      group: null,
      name: 'Wear Plate',
      partNumber: 'WP-40',
      partType: 'Wear Plate',
      location: PRIMARY_LABELS[primary] ?? primary,
      secondaryLocation: secondary,
    });
  }
  return list;
}

function dimensions(): FactDimension[] {
  const list: FactDimension[] = [];
  const at = (partExternalId: string, identifier: string, baselineValue: number, limit: number) =>
    list.push({ partExternalId, identifier, baselineValue, limit, thresholds: FIXTURE_THRESHOLDS });
  for (const side of ['Left', 'Right'] as const) {
    at(GOLDEN.shoe[side], `Undercarriage.${side}.Shoes.PitchExtension.TapeMeasure.WornLength`, 0, 12);
    at(GOLDEN.shoe[side], `Undercarriage.${side}.Shoes.PitchExtension.PitchGauge.WornLength`, 0, 12);
    at(GOLDEN.shoe[side], `Undercarriage.${side}.Shoes.RollerPath.WornLength`, 0, 25);
    at(GOLDEN.shoe[side], `Undercarriage.${side}.Shoes.DriveLug.WornLength`, 0, 20);
  }
  for (let p = 1; p <= 8; p++) at(tooth(p), 'Bucket.GroundEngagingTools.Teeth.Part.WornLength', 540, -210);
  for (const key of Object.keys(GOLDEN.plates))
    at(plate(key), `Bucket.WearKit.WearPlates.${key}.Measurement`, 50, -40);
  return list;
}

/** The fleet decides that minor cracking of a load roller calls for a scheduled changeout. */
function triggers(): FactTrigger[] {
  return (['Left', 'Right'] as const).map((side) => ({
    identifier: `Undercarriage.${side}.LoadRollers.Position.WearIndicators.SpallingDelaminationMinorCracking`,
    actionTypeId: 4,
    triggerValue: 'true',
  }));
}

const on =
  (entityExternalId: string | null) =>
  (identifier: string, value: string): FactObservation => ({
    identifier,
    value,
    entityExternalId,
  });

function currentObservations(): FactObservation[] {
  const asset = on(null);
  const list: FactObservation[] = [
    asset('LockOn.LockedOn', 'true'),
    asset('LockOn.LockOnTime', '2026-11-01T11:45:00.000Z'),
    asset('LockOff.LockedOff', 'true'),
    asset('LockOff.Completed', '2026-11-01T15:20:00.000Z'),
    asset('Operation.TotalMachineHours', String(GOLDEN.hours)),
    asset('Operation.HoursBetweenInspections', '2000'),
    asset('Operation.Tonnage', '245000'),
    asset('Operation.Bcm', '131000'),
    asset(
      'ExecutiveSummary.Comments',
      'Left pitch extension past its limit by gauge. Plan rollers and teeth.',
    ),
  ];
  const left = on(GOLDEN.sides.Left);
  const right = on(GOLDEN.sides.Right);
  // The tape measure says 22.5 mm over 5 shoes (4.5 mm, 37.5 %); the gauge averages 12.6 mm (105 %).
  list.push(
    left('Undercarriage.Left.Shoes.PitchExtension.TapeMeasure.Measurement', '22.5'),
    left('Undercarriage.Left.Shoes.PitchExtension.TapeMeasure.NumberOfShoes', '5'),
    left('Undercarriage.Left.Shoes.PitchExtension.TapeMeasure.WornLength', '4.5'),
    left('Undercarriage.Left.Shoes.PitchExtension.PitchGauge.Readings', '12.4'),
    left('Undercarriage.Left.Shoes.PitchExtension.PitchGauge.Readings', '12.8'),
    left('Undercarriage.Left.Shoes.PitchExtension.PitchGauge.WornLength', '12.6'),
    left('Undercarriage.Left.Shoes.PitchExtension.WearIndicators.Bushings.Walking', 'true'),
    left('Undercarriage.Left.Shoes.PitchExtension.WearIndicators.Bushings.Walking.NumberOfShoes', '3'),
    left('Undercarriage.Left.Shoes.RollerPath.WornLength', '15'),
    left('Undercarriage.Left.SideFrame.Comments', 'Material build-up cleaned before measuring.'),
    right('Undercarriage.Right.Shoes.DriveLug.WornLength', '9.10'),
    right('Undercarriage.Right.FrontIdler.VisualCondition', 'Changeout'),
  );
  for (const side of ['Left', 'Right'] as const) {
    GOLDEN.rollers.forEach((r, i) => {
      const at = on(roller(side, i + 1));
      const prefix = `Undercarriage.${side}.LoadRollers.Position`;
      if (r.condition) list.push(at(`${prefix}.VisualCondition`, r.condition));
      if (r.indicator) list.push(at(`${prefix}.WearIndicators.${r.indicator}`, 'true'));
    });
  }
  const bucket = on(GOLDEN.bucket);
  list.push(
    bucket('Bucket.ExternalId', GOLDEN.bucket),
    bucket('Bucket.Specifications.Manufacturer', 'ESCO'),
    bucket('Bucket.Specifications.Fitment', 'ESCO Ultralok'),
    bucket('Bucket.GroundEngagingTools.Teeth.Quantity', '8'),
    bucket('Bucket.GroundEngagingTools.Teeth.Changeout', 'NO'),
    bucket('Bucket.GroundEngagingTools.Comments', 'Two teeth past the wear limit.'),
  );
  GOLDEN.teeth.forEach((mm, i) =>
    list.push(on(tooth(i + 1))('Bucket.GroundEngagingTools.Teeth.Part.WornLength', mm)),
  );
  for (const [key, mm] of Object.entries(GOLDEN.plates))
    list.push(bucket(`Bucket.WearKit.WearPlates.${key}.Measurement`, mm));
  return list;
}

/** Earlier readings: the left roller path rises 10 % per 2,000 h; tooth 3 rises 30 % per 2,000 h. */
function history(): FactInspection[] {
  const rollerPath = ['10', '12.5'];
  const tooth3 = ['456', '393'];
  const driveLug = ['14.00', '15.16'];
  return GOLDEN.history.map((h, i) => ({
    externalId: h.id,
    date: h.date,
    observations: [
      on(null)('Operation.TotalMachineHours', String(h.hours)),
      on(GOLDEN.sides.Left)('Undercarriage.Left.Shoes.RollerPath.WornLength', rollerPath[i] as string),
      on(GOLDEN.sides.Right)('Undercarriage.Right.Shoes.DriveLug.WornLength', driveLug[i] as string),
      on(tooth(3))('Bucket.GroundEngagingTools.Teeth.Part.WornLength', tooth3[i] as string),
    ],
  }));
}

export interface FixtureOptions {
  /** Photo bytes (e.g. a PNG); photo fields get `photoCount` of them in turn. */
  photo?: { bytes: Uint8Array; contentType: string } | null;
  photoCount?: number;
  reportDate?: string;
  /** The asset model's flags (which items the sides show); none by default. */
  undercarriageModel?: UndercarriageModelFlags;
}

const PHOTO_FIELDS: { identifier: string; entity: string | null }[] = [
  { identifier: 'MachinePhoto.CoverPhoto', entity: null },
  { identifier: 'Undercarriage.Left.SideFrame.Photos', entity: GOLDEN.sides.Left },
  { identifier: 'Undercarriage.Left.LoadRollers.Position.Photos', entity: roller('Left', 2) },
  { identifier: 'Undercarriage.Left.Shoes.PitchExtension.Photos', entity: GOLDEN.sides.Left },
  { identifier: 'Bucket.GroundEngagingTools.Teeth.Part.Photos', entity: tooth(3) },
  { identifier: 'Undercarriage.Right.SideFrame.Photos', entity: GOLDEN.sides.Right },
];

export function fixtureReportSource(options: FixtureOptions = {}): ReportSource {
  const count = options.photoCount ?? PHOTO_FIELDS.length;
  const photos: SourcePhoto[] = [];
  for (let i = 0; i < count; i++) {
    const field = PHOTO_FIELDS[i % PHOTO_FIELDS.length] as (typeof PHOTO_FIELDS)[number];
    photos.push({
      identifier: field.identifier,
      entityExternalId: field.entity,
      observationExternalId: `p${String(i).padStart(7, '0')}-0000-4000-8000-000000000000`,
      fileName: `photo-${i}.jpg`,
      contentType: options.photo?.contentType ?? 'image/jpeg',
      bytes: options.photo?.bytes ?? null,
    });
  }
  const current = currentObservations();
  return {
    reportType: 'UndercarriageInspection',
    reportDate: options.reportDate ?? '2026-11-01T16:15:00.000Z',
    inspection: {
      externalId: GOLDEN.inspection,
      name: 'SH-0107',
      inspectionDate: GOLDEN.date,
      inspectorName: 'Ana Inspector',
      completed: true,
    },
    subject: {
      kind: 'asset',
      name: 'SH-0107',
      customer: 'Pilbara Iron',
      site: 'Karratha North',
      model: 'P&H 4100XPC',
      assetType: 'ERS',
    },
    undercarriageModel: options.undercarriageModel ?? {},
    observations: current.map((o): SourceObservation => ({ ...o })),
    photos,
    facts: {
      inspection: { externalId: GOLDEN.inspection, date: GOLDEN.date, observations: current },
      history: history(),
      sides: [
        { side: 'Left', equipmentExternalId: GOLDEN.sides.Left },
        { side: 'Right', equipmentExternalId: GOLDEN.sides.Right },
      ],
      bucketExternalId: GOLDEN.bucket,
      parts: parts(),
      dimensions: dimensions(),
      triggers: triggers(),
      actionTypes: FIXTURE_ACTION_TYPES,
    },
    bucket: { name: 'SH-0107 Bucket', serialNumber: 'SN-88231' },
  };
}
