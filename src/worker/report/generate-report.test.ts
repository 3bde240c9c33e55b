import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenDb } from '../../db/open-memory-db.ts';
import { assembleReportData } from '../../report/report-assemble.ts';
import { entryByIdentifier } from '../../rules/catalogue.ts';
import { categoryTypeIdOf, FLEET } from '../domain/fleet.fixture.ts';
import { openFleetDb, testUuid } from '../domain/fleet-db.fixture.ts';
import { createMemoryPhotoFiles } from '../photos/photo-files.ts';
import { generateLocalReport, prepareLocalReportCharts } from './generate-report.ts';
import { localReportSource } from './local-report-source.ts';

// The device's report, from the local database alone: this inspection's readings judged against the side's part
// dimension and thresholds, the previous inspection's reading, the photo files, and the Word file itself.

const ROLLER_PATH = 'Undercarriage.Left.Shoes.RollerPath.WornLength';
const PHOTOS = 'Undercarriage.Left.SideFrame.Photos';
const earlier = testUuid('a', 1);
const current = testUuid('b', 2);
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 4, 0, 0, 0, 3,
]);

let open: OpenDb | undefined;
afterEach(() => open?.serial.db.close());

async function fleetWithInspections(): Promise<OpenDb> {
  open = await openFleetDb([
    {
      externalId: earlier,
      name: 'EX-204',
      assetId: FLEET.assets.ex204,
      mineLocationId: null,
      siteId: FLEET.sites.karratha,
      inspectionDate: '2026-10-01T08:00:00.000Z',
      completed: true,
      inspectorName: 'Mei Chen',
    },
    {
      externalId: current,
      name: 'EX-204',
      assetId: FLEET.assets.ex204,
      mineLocationId: null,
      siteId: FLEET.sites.karratha,
      inspectionDate: '2026-11-01T08:00:00.000Z',
      completed: true,
      inspectorName: 'Ana Inspector',
    },
  ]);
  const item = (id: string) => entryByIdentifier(id)?.id as number;
  const observation = (inspection: string, n: number, identifier: string, value: string) =>
    `('${testUuid('o', n)}', '${categoryTypeIdOf(inspection)}', ${item(identifier)}, '${identifier}', '${value}', 2)`;
  open.serial.db.exec(`
INSERT INTO observableActionTypes (id, name, description, sortOrder, defaultColourCode) VALUES
  (1, 'NoAction', 'No Action', 1, '#8AD38D'), (3, 'MonitorMaintenance', 'Monitor / Maintenance', 3, '#FFCD83'),
  (5, 'ChangeoutImmediately', 'Changeout Immediately', 4, '#682424');
INSERT INTO parts (externalId, id, partTypeId, manufacturerId, name, partNumber)
  VALUES ('b1000000-0000-4000-8000-000000000801', 801, 41, 1, 'PC5500 Track Shoe', 'TS-1');
INSERT INTO equipmentParts (externalId, id, equipmentId, externalEquipmentId, partId, position, locationId)
  VALUES ('${testUuid('e', 1)}', 1, 9001, '${FLEET.undercarriage.left}', 801, 1, 1);
INSERT INTO partDimensions (externalId, id, partId, dimensionTypeId, observableItemId, baselineValue, "limit")
  VALUES ('${testUuid('d', 1)}', 1, 801, 1, ${item(ROLLER_PATH)}, 0, 25);
INSERT INTO partDimensionThresholds (id, partDimensionId, minPercentage, actionTypeId)
  VALUES (1, 1, 0, 1), (2, 1, 50, 3), (3, 1, 100, 5);
INSERT INTO observations (externalId, categoryTypeExternalId, observableItemId, observableItem, value, dataLevelId) VALUES
  ${observation(earlier, 1, 'Operation.TotalMachineHours', '10000')},
  ${observation(earlier, 2, ROLLER_PATH, '10.00')},
  ${observation(current, 3, 'Operation.TotalMachineHours', '10500')},
  ${observation(current, 4, ROLLER_PATH, '14.00')},
  ${observation(current, 5, PHOTOS, 'side-frame-1.png')},
  ${observation(current, 6, PHOTOS, 'missing.jpg')};
`);
  return open;
}

describe('the report made on the device', () => {
  it('judges the reading against the side’s dimension and the previous inspection, with the photos', async () => {
    const { kysely } = await fleetWithInspections();
    const files = createMemoryPhotoFiles();
    await files.write('side-frame-1.png', new Blob([PNG]));
    const source = await localReportSource(
      kysely,
      files,
      current,
      'UndercarriageInspection',
      new Date('2026-11-02T00:00:00Z'),
    );
    const data = assembleReportData(source);
    expect(data).toMatchObject({
      subject: 'EX-204',
      customer: 'Pilbara Iron',
      site: 'Karratha North',
      inspector: 'Ana Inspector',
      fileName: 'EX-204 Undercarriage Inspection 2026-11-01.docx',
    });
    expect(data.sides.map((s) => s.name)).toEqual(['Left Side']);
    expect(data.sides[0]?.components).toEqual([
      expect.objectContaining({
        name: 'Shoes — Roller Path',
        measurement: '14.00 mm',
        wear: '56.0 %',
        action: {
          name: 'MonitorMaintenance',
          label: 'Monitor / Maintenance',
          colour: '#FFCD83',
          textColour: '#000000',
        },
        previous: {
          measurement: '10.00 mm',
          wear: '40.0 %',
          date: '2026-10-01T08:00:00.000Z',
          machineHours: '10,000 h',
        },
        change: '+16.0 % since previous',
        // 16 % in 500 h (0.032 %/h): 100 % at 11,875 h; 500 h in the 31 days before 1 Nov: 1,375 h more is 85.25 days.
        forecast100: '11,875 h (≈ 25 Jan 27)',
      }),
    ]);
    expect(data.photos).toEqual([
      {
        component: 'Left Side — Side Frame',
        photos: [
          expect.objectContaining({
            caption: 'Left Side — Side Frame, photo 1',
            contentType: 'image/png',
            bytes: PNG,
          }),
          {
            caption: 'Left Side — Side Frame, photo 2',
            observationExternalId: 'o0000000-0000-4000-8000-000000000006',
            fileName: 'missing.jpg',
            contentType: 'application/octet-stream',
            bytes: null,
          },
        ],
      },
    ]);
  });

  it('writes the Word file with the reading in its status colour, and names a missing inspection', async () => {
    const { kysely } = await fleetWithInspections();
    const report = await generateLocalReport(kysely, createMemoryPhotoFiles(), current);
    expect(report.fileName).toBe('EX-204 Undercarriage Inspection 2026-11-01.docx');
    const xml = strFromU8(unzipSync(report.bytes)['word/document.xml'] as Uint8Array);
    expect(xml).toContain('14.00 mm');
    expect(xml).toContain('w:fill="FFCD83"');
    expect(xml).toContain('Photo not available');
    await expect(
      generateLocalReport(kysely, createMemoryPhotoFiles(), testUuid('f', 9)),
    ).rejects.toMatchObject({
      code: 'not-found',
      message: 'Inspection not found',
    });
  });

  it('rasterises the inspection’s wear trend charts ahead of the report, at the width the report asks for', async () => {
    const { kysely } = await fleetWithInspections();
    const asked: { svg: string; width: number }[] = [];
    const rasterise = (svg: string, width: number) => {
      asked.push({ svg, width });
      return Promise.resolve(PNG);
    };
    expect(await prepareLocalReportCharts(kysely, current, rasterise)).toBe(1);
    expect(asked).toEqual([{ svg: expect.stringContaining('<svg') as string, width: 960 }]);
    await generateLocalReport(kysely, createMemoryPhotoFiles(), current, { rasterise });
    expect(asked[1]).toEqual(asked[0]);
  });
});
