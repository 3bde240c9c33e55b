// A realistic report source for the document tests, the LibreOffice check and the bench: both undercarriage sides
// measured, three earlier inspections, wear indicators, idler conditions, a bucket, comments and photos.
import type { ActionType, Threshold } from '../rules/action-status.ts';
import type { ReportSource, SourceObservation, SourcePhoto } from './report-source.ts';

export const FIXTURE_ACTION_TYPES: ActionType[] = [
  { id: 1, name: 'NoAction', description: 'No Action', sortOrder: 1, defaultColourCode: '#8AD38D' },
  { id: 3, name: 'MonitorMaintenance', description: 'Monitor / Maintenance', sortOrder: 3 },
  { id: 4, name: 'ScheduleChangeout', description: 'Schedule Changeout', sortOrder: 2 },
  { id: 5, name: 'ChangeoutImmediately', description: 'Changeout Immediately', sortOrder: 4 },
  { id: 6, name: 'NoMeasurements', description: 'No Measurements', sortOrder: 0 },
  { id: 7, name: 'InvalidMeasurements', description: 'Invalid Measurements', sortOrder: 0 },
];

export const FIXTURE_THRESHOLDS: Threshold[] = [
  { minPercentage: 0, actionTypeId: 1 },
  { minPercentage: 50, actionTypeId: 3 },
  { minPercentage: 75, actionTypeId: 4 },
  { minPercentage: 100, actionTypeId: 5 },
];

const DIMENSIONS: Record<string, { baselineValue: number; limit: number }> = {
  'Shoes.PitchExtension.TapeMeasure.WornLength': { baselineValue: 0, limit: 12 },
  'Shoes.PitchExtension.PitchGauge.WornLength': { baselineValue: 0, limit: 12 },
  'Shoes.RollerPath.WornLength': { baselineValue: 0, limit: 25 },
  'Shoes.DriveLug.WornLength': { baselineValue: 0, limit: 20 },
  'DriveTumbler.RollerPath.WornLength': { baselineValue: 0, limit: 18 },
  'DriveTumbler.DriveLug.WornLength': { baselineValue: 0, limit: 15 },
};

/** Worn length of a component at a fraction of its limit. */
function worn(suffix: string, fraction: number, side: 'Left' | 'Right'): SourceObservation {
  const d = DIMENSIONS[suffix] as { limit: number };
  const skew = side === 'Right' ? 1.08 : 1;
  return {
    identifier: `Undercarriage.${side}.${suffix}`,
    value: (d.limit * fraction * skew).toFixed(2),
  };
}

function measurements(fraction: number): SourceObservation[] {
  return (['Left', 'Right'] as const).flatMap((side) =>
    Object.keys(DIMENSIONS).map((suffix, i) => worn(suffix, fraction * (1 + i * 0.07), side)),
  );
}

export interface FixtureOptions {
  /** Photo bytes (e.g. a PNG); each photo field gets `photosPerField` of them. */
  photo?: { bytes: Uint8Array; contentType: string } | null;
  photoCount?: number;
  reportDate?: string;
}

const PHOTO_FIELDS = [
  'MachinePhoto.CoverPhoto',
  'Undercarriage.Left.SideFrame.Photos',
  'Undercarriage.Left.Shoes.PitchExtension.Photos',
  'Undercarriage.Right.SideFrame.Photos',
  'Undercarriage.Right.Shoes.RollerPath.Photos',
];

export function fixtureReportSource(options: FixtureOptions = {}): ReportSource {
  const hours = [11200, 11750, 12310];
  const history = ['2026-08-20T07:30:00.000Z', '2026-09-21T07:10:00.000Z', '2026-10-20T06:55:00.000Z'].map(
    (date, i) => ({
      externalId: `h${i}000000-0000-4000-8000-000000000000`,
      inspectionDate: date,
      observations: [
        { identifier: 'Operation.TotalMachineHours', value: String(hours[i]) },
        ...measurements(0.4 + i * 0.09),
      ],
    }),
  );
  const count = options.photoCount ?? PHOTO_FIELDS.length;
  const photos: SourcePhoto[] = [];
  for (let i = 0; i < count; i++) {
    photos.push({
      identifier: PHOTO_FIELDS[i % PHOTO_FIELDS.length] as string,
      observationExternalId: `p${String(i).padStart(7, '0')}-0000-4000-8000-000000000000`,
      fileName: `photo-${i}.jpg`,
      contentType: options.photo?.contentType ?? 'image/jpeg',
      bytes: options.photo?.bytes ?? null,
    });
  }
  return {
    reportType: 'UndercarriageInspection',
    reportDate: options.reportDate ?? '2026-11-21T10:15:00.000Z',
    inspection: {
      externalId: 'i0000000-0000-4000-8000-000000000001',
      name: 'EX-204',
      inspectionDate: '2026-11-21T08:00:00.000Z',
      inspectorName: 'Ana Inspector',
      completed: true,
    },
    subject: { kind: 'asset', name: 'EX-204', customer: 'Pilbara Iron', site: 'Karratha North' },
    observations: [
      { identifier: 'LockOn.LockedOn', value: 'true' },
      { identifier: 'LockOn.LockOnTime', value: '2026-11-21T07:45:00.000Z' },
      { identifier: 'LockOff.LockedOff', value: 'true' },
      { identifier: 'LockOff.Completed', value: '2026-11-21T11:20:00.000Z' },
      { identifier: 'Operation.TotalMachineHours', value: '12880' },
      { identifier: 'Operation.HoursBetweenInspections', value: '570' },
      { identifier: 'Operation.Tonnage', value: '245000' },
      { identifier: 'Operation.Bcm', value: '131000' },
      {
        identifier: 'ExecutiveSummary.Comments',
        value: 'Track shoes wearing evenly. Plan tumbler changeout at the March shutdown.',
      },
      ...measurements(0.67),
      // A reading lower than last month's with no changeout: the plausibility warning shows.
      { identifier: 'Undercarriage.Right.Shoes.DriveLug.WornLength', value: '9.10' },
      {
        identifier: 'Undercarriage.Left.Shoes.PitchExtension.WearIndicators.Bushings.Walking',
        value: 'true',
      },
      {
        identifier: 'Undercarriage.Left.Shoes.PitchExtension.WearIndicators.Bushings.Walking.NumberOfShoes',
        value: '3',
      },
      { identifier: 'Undercarriage.Right.Shoes.RollerPath.WearIndicators.Toenailing', value: 'true' },
      { identifier: 'Undercarriage.Left.FrontIdler.VisualCondition', value: 'Good' },
      { identifier: 'Undercarriage.Right.FrontIdler.VisualCondition', value: 'Changeout' },
      {
        identifier: 'Undercarriage.Left.SideFrame.Comments',
        value: 'Material build-up cleaned before measuring.',
      },
      { identifier: 'Bucket.ExternalId', value: '3f1d8a62-0c1e-4b7a-9a53-5b9f0e2d7c11' },
      { identifier: 'Bucket.Specifications.Manufacturer', value: 'ESCO' },
      { identifier: 'Bucket.Specifications.Fitment', value: 'ESCO Ultralok' },
      { identifier: 'Bucket.GroundEngagingTools.Teeth.Condition', value: 'Monitor' },
      { identifier: 'Bucket.GroundEngagingTools.Teeth.Quantity', value: '9' },
      { identifier: 'Bucket.GroundEngagingTools.Teeth.Changeout', value: 'NO' },
      { identifier: 'Bucket.GroundEngagingTools.Comments', value: 'Two teeth close to the wear limit.' },
    ],
    photos,
    dimensions: (['Left', 'Right'] as const).flatMap((side) =>
      Object.entries(DIMENSIONS).map(([suffix, d]) => ({
        identifier: `Undercarriage.${side}.${suffix}`,
        ...d,
        thresholds: FIXTURE_THRESHOLDS,
      })),
    ),
    actionTypes: FIXTURE_ACTION_TYPES,
    history,
    bucket: { name: 'EX-204 Bucket', serialNumber: 'SN-88231' },
  };
}
