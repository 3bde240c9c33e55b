import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { assembleReportData } from './report-assemble.ts';
import type { ReportSource, SourceObservation } from './report-source.ts';
import { fixtureReportSource, GOLDEN } from './report-source.fixture.ts';
import { renderReportDocx } from './render-report.ts';

// The report of an inspection submitted with gaps lists them under a plain heading; a whole one does not.

const at = '2026-11-01T15:00:00.000Z';
const ITEMS = [
  'SideFrame',
  'Shoes.PitchExtension',
  'Shoes.RollerPath',
  'Shoes.DriveLug',
  'DriveTumbler.DriveLug',
  'DriveTumbler.Engagement',
  'LoadRollers',
];

function golden(extra: SourceObservation[], without: (o: SourceObservation) => boolean): ReportSource {
  const source = fixtureReportSource({ undercarriageModel: { showLoadRollerConditionMenu: true } });
  return { ...source, observations: [...source.observations.filter((o) => !without(o)), ...extra] };
}

const asset = (identifier: string, value = at): SourceObservation => ({
  identifier,
  value,
  entityExternalId: null,
});
const onSide = (side: 'Left' | 'Right', item: string): SourceObservation => ({
  identifier: `Undercarriage.${side}.${item}.Completed`,
  value: at,
  entityExternalId: GOLDEN.sides[side],
});
const onBucket = (identifier: string, value = at): SourceObservation => ({
  identifier,
  value,
  entityExternalId: GOLDEN.bucket,
});

/** The golden inspection with its sections marked complete, but the left load rollers 6 to 8 not inspected. */
const withGaps = () =>
  golden(
    [
      asset('LockOn.Completed'),
      asset('MachinePhoto.Completed'),
      ...ITEMS.map((item) => onSide('Left', item)),
      onSide('Right', 'SideFrame'),
      onBucket('Bucket.Specifications.CustomerBucketName', 'SH-0107 Bucket'),
      onBucket('Bucket.Specifications.PartNumber', 'BK-1'),
      onBucket('Bucket.Specifications.CapitalIndexNumber', 'CI-1'),
      onBucket('Bucket.Specifications.SerialNumber', 'SN-88231'),
      onBucket('Bucket.GroundEngagingTools.Teeth.Completed'),
      onBucket('Bucket.WearKit.WearPlates.Lip.Completed'),
      onBucket('Bucket.WearKit.WearPlates.LeftCheek.Completed'),
      onBucket('Bucket.WearKit.WearPlates.RightCheek.Completed'),
      onBucket('Bucket.Summary.Completed'),
    ],
    (o) => ['p-left-roller-6', 'p-left-roller-7', 'p-left-roller-8'].includes(o.entityExternalId ?? ''),
  );

const documentText = async (source: ReportSource) => {
  const docx = await renderReportDocx(assembleReportData(source));
  const xml = strFromU8(unzipSync(docx)['word/document.xml'] as Uint8Array);
  return xml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
};

describe('the report’s "Not inspected" list', () => {
  it('names the positions a list was completed without, the items of a side and the bucket parts not done', () => {
    expect(assembleReportData(withGaps()).notInspected).toEqual([
      { where: 'Left Side — Load Rollers', what: ['Position 6', 'Position 7', 'Position 8'] },
      {
        where: 'Right Side',
        what: [
          'Shoes Pitch Extension',
          'Shoes Roller Path',
          'Shoes Drive Lug',
          'Drive Tumbler Drive Lug',
          'Drive Tumbler Engagement',
          'Roller Assemblies Load Rollers',
        ],
      },
      { where: 'Bucket', what: ['Wear Plates — Floor'] },
    ]);
  });

  it('names the teeth a completed Teeth list was left without, by their positions', () => {
    // Teeth 7 and 8 have nothing recorded; the list was completed anyway (its marker is in withGaps)
    const source = withGaps();
    source.observations = source.observations.filter(
      (o) => !['p-tooth-7', 'p-tooth-8'].includes(o.entityExternalId ?? ''),
    );
    expect(assembleReportData(source).notInspected).toContainEqual({
      where: 'Bucket — Teeth',
      what: ['Position 7', 'Position 8'],
    });
  });

  it('keeps the names recorded with a completion out of the bucket’s facts: the list says them', () => {
    const source = withGaps();
    source.observations.push(onBucket('Bucket.GroundEngagingTools.Teeth.NotInspected', 'Position 8'));
    expect(JSON.stringify(assembleReportData(source).bucket)).not.toContain('Not Inspected');
  });

  it('puts them in the Word document under a plain heading', async () => {
    const text = await documentText(withGaps());
    expect(text).toContain('Not inspected');
    expect(text).toContain('These were not done when the inspection was submitted');
    expect(text).toContain('Left Side — Load Rollers Position 6, Position 7, Position 8');
    expect(text).toContain('Bucket Wear Plates — Floor');
  });

  it('says nothing extra of an inspection with everything done', async () => {
    const whole = golden(
      [
        asset('LockOn.Completed'),
        asset('MachinePhoto.Completed'),
        ...ITEMS.flatMap((item) => [onSide('Left', item), onSide('Right', item)]),
        onBucket('Bucket.Specifications.CustomerBucketName', 'SH-0107 Bucket'),
        onBucket('Bucket.Specifications.PartNumber', 'BK-1'),
        onBucket('Bucket.Specifications.CapitalIndexNumber', 'CI-1'),
        onBucket('Bucket.Specifications.SerialNumber', 'SN-88231'),
        onBucket('Bucket.GroundEngagingTools.Teeth.Completed'),
        ...['Lip', 'Floor', 'LeftCheek', 'RightCheek'].map((l) =>
          onBucket(`Bucket.WearKit.WearPlates.${l}.Completed`),
        ),
        onBucket('Bucket.Summary.Completed'),
      ],
      () => false,
    );
    expect(assembleReportData(whole).notInspected).toEqual([]);
    expect(await documentText(whole)).not.toContain('Not inspected');
  });
});
