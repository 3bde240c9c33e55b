import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { judgeInspection } from '../rules/judgement/inspection-targets.ts';
import { targetTitle } from '../rules/condition-results.ts';
import { assembleReportData } from './report-assemble.ts';
import { fixtureReportSource } from './report-source.fixture.ts';
import { renderReportDocx } from './render-report.ts';

// The golden inspection (report-source.fixture.ts): every target's judgement, written here by hand from the spec's
// formulas, held against the one judgement (src/rules), the report's data and the .docx's XML.
//
// wear % = (measured - baseline) / limit x 100 (recording spec §9); thresholds 0 No Action, 50 Monitor /
// Maintenance, 75 Schedule Changeout, 100 Changeout Immediately; the highest minPercentage not above the wear wins.
// Pitch extension limit 12 mm; shoes roller path 25 mm; drive lug 20 mm; teeth baseline 540 mm, limit -210 mm;
// wear plates baseline 50 mm, limit -40 mm. Visual condition Good / Monitor / Changeout calls for No Action /
// Monitor / Maintenance / Changeout Immediately; Severe Cracking / Broken for Changeout Immediately; the fleet's data
// says minor cracking of a load roller calls for Schedule Changeout. Tape and gauge: the more urgent governs.
//
// Forecasts: a least-squares line through (machine hours, wear %) since the last changeout; the date at the hours
// per day of the last two readings (2,000 h over 92 days, 1 Aug to 1 Nov 26), from the last reading's date.
// Left roller path: 40 % at 20,000 h, 50 % at 22,000 h, 60 % at 24,000 h: 0.005 %/h, 100 % at 32,000 h (8,000 h
// after 1 Nov 26 at 2,000/92 h a day = 368 days: 4 Nov 27), 120 % at 36,000 h (552 days: 6 May 28).
// Tooth 3: 456 mm (40 %), 393 mm (70 %), 330 mm (100 %): 0.015 %/h, 100 % at 24,000 h (the last reading: 1 Nov 26),
// 120 % at 25,333 h (1,333.3 h = 61.33 days after 1 Nov 26 12:00: 1 Jan 27).
// A part at or past 100 % says since when: tooth 3 since 24,000 h; the pitch extension (105 %) and tooth
// 6 (104.8 %) and the plates at 100 % and 105 %, measured once, since that reading (24,000 h, 1 Nov 26).

type Row = [
  title: string,
  side: string,
  value: string,
  wear: string,
  action: string,
  f100?: string,
  f120?: string,
];

const CI = 'Changeout Immediately';
const SC = 'Schedule Changeout';
const MM = 'Monitor / Maintenance';
const NA = 'No Action';

const ROLLERS = (side: string): Row[] => [
  ['Load Rollers — Position 1', side, '—', '', NA],
  ['Load Rollers — Position 2', side, '—', '', CI],
  ['Load Rollers — Position 3', side, '—', '', MM],
  ['Load Rollers — Position 4', side, '—', '', SC],
  ['Load Rollers — Position 5', side, '—', '', NA],
  ['Load Rollers — Position 6', side, '—', '', CI],
  ['Load Rollers — Position 7', side, '—', '', MM],
  ['Load Rollers — Position 8', side, '—', '', SC],
];

const EXPECTED: Row[] = [
  [
    'Pitch Extension',
    'Left',
    '12.60 mm',
    '105.0 %',
    CI,
    'past since 24,000 h (≈ 01 Nov 26)',
    'Not enough data',
  ],
  [
    'Shoes — Roller Path',
    'Left',
    '15.00 mm',
    '60.0 %',
    MM,
    '32,000 h (≈ 04 Nov 27)',
    '36,000 h (≈ 06 May 28)',
  ],
  ...ROLLERS('Left'),
  ['Shoes — Drive Lug', 'Right', '9.10 mm', '45.5 %', NA, 'Wear is not rising', 'Wear is not rising'],
  ['Front Idler', 'Right', '—', '', CI],
  ...ROLLERS('Right'),
  ['Teeth — Position 1', 'Bucket', '435.00 mm', '50.0 %', MM],
  ['Teeth — Position 2', 'Bucket', '382.50 mm', '75.0 %', SC],
  [
    'Teeth — Position 3',
    'Bucket',
    '330.00 mm',
    '100.0 %',
    CI,
    'past since 24,000 h (≈ 01 Nov 26)',
    '25,333 h (≈ 01 Jan 27)',
  ],
  ['Teeth — Position 4', 'Bucket', '500.00 mm', '19.0 %', NA],
  ['Teeth — Position 5', 'Bucket', '540.00 mm', '0.0 %', NA],
  [
    'Teeth — Position 6',
    'Bucket',
    '320.00 mm',
    '104.8 %',
    CI,
    'past since 24,000 h (≈ 01 Nov 26)',
    'Not enough data',
  ],
  ['Teeth — Position 7', 'Bucket', '400.00 mm', '66.7 %', MM],
  ['Teeth — Position 8', 'Bucket', '370.00 mm', '81.0 %', SC],
  ['Wear Plates — Lip — Inner', 'Bucket', '30.00 mm', '50.0 %', MM],
  [
    'Wear Plates — Lip — Outer',
    'Bucket',
    '10.00 mm',
    '100.0 %',
    CI,
    'past since 24,000 h (≈ 01 Nov 26)',
    'Not enough data',
  ],
  ['Wear Plates — Floor — Inner', 'Bucket', '18.00 mm', '80.0 %', SC],
  ['Wear Plates — Floor — Outer', 'Bucket', '48.00 mm', '5.0 %', NA],
  ['Wear Plates — Left Cheek — Inner', 'Bucket', '20.00 mm', '75.0 %', SC],
  ['Wear Plates — Left Cheek — Outer', 'Bucket', '45.00 mm', '12.5 %', NA],
  [
    'Wear Plates — Right Cheek — Inner',
    'Bucket',
    '8.00 mm',
    '105.0 %',
    CI,
    'past since 24,000 h (≈ 01 Nov 26)',
    'Not enough data',
  ],
  ['Wear Plates — Right Cheek — Outer', 'Bucket', '25.00 mm', '62.5 %', MM],
];

const source = fixtureReportSource();
const data = assembleReportData(source);

describe('the golden inspection', () => {
  it('the one judgement gives every target its hand-computed action', () => {
    const targets = judgeInspection(source.facts);
    expect(targets.map((t) => [targetTitle(t), t.key.side ?? 'Bucket', t.action.label])).toEqual(
      EXPECTED.map(([title, side, , , action]) => [title, side, action]),
    );
  });

  it('the report (review and completed page read it) states each target’s value, wear, action and forecast', () => {
    const rows = [
      ...data.sides.flatMap((s) => s.components.map((c) => ({ ...c, side: s.name.replace(' Side', '') }))),
      ...(data.bucket?.components ?? []).map((c) => ({ ...c, side: 'Bucket' })),
    ];
    const got = rows.map((c): Row => {
      const row: [string, string, string, string, string] = [
        c.place === '' ? c.name : `${c.name} — ${c.place}`,
        c.side,
        c.measurement,
        c.wear,
        c.action.label,
      ];
      return c.measurement === '—' || (c.forecast100 === 'Not enough data' && c.name !== 'Pitch Extension')
        ? row
        : [...row, c.forecast100, c.forecast120];
    });
    expect(got).toEqual(EXPECTED);
  });

  it('tape and gauge disagree: the gauge’s Changeout Immediately governs, and the tape is still shown', () => {
    const pitch = data.sides[0]?.components[0];
    expect(pitch).toMatchObject({
      name: 'Pitch Extension',
      measurement: '12.60 mm',
      instrument: 'pitch gauge',
      otherReadings: ['Tape measure: 4.50 mm · 37.5 % · No Action'],
      signs: ['Busings: Walking (3 shoes)'],
    });
  });

  it('states the previous reading, the change and the plausibility warning', () => {
    const path = data.sides[0]?.components[1];
    expect(path?.previous).toEqual({
      measurement: '12.50 mm',
      wear: '50.0 %',
      date: '2026-08-01T12:00:00.000Z',
      machineHours: '22,000 h',
    });
    expect(path?.change).toBe('+10.0 % since previous');
    const lug = data.sides[1]?.components[0];
    expect(lug?.plausibility).toEqual(['Wear went down from 75.8% to 45.5% with no changeout in between']);
  });

  it('condition results list every position, grouped by action, most urgent first', () => {
    expect(data.conditionGroups.map((g) => g.name)).toEqual([CI, SC, MM, NA]);
    const byGroup = Object.fromEntries(data.conditionGroups.map((g) => [g.name, g.rows]));
    expect(byGroup[CI]).toEqual([
      {
        part: 'Pitch Extension',
        left: '105.0 % (pitch gauge); Busings: Walking (3 shoes)',
        right: '',
        whole: null,
        qty: 3,
      },
      {
        part: 'Load Rollers — Position 2',
        left: 'Changeout; Severe Cracking / Broken',
        right: 'Changeout; Severe Cracking / Broken',
        whole: null,
        qty: null,
      },
      { part: 'Load Rollers — Position 6', left: 'Changeout', right: 'Changeout', whole: null, qty: null },
      { part: 'Front Idler', left: '', right: 'Changeout', whole: null, qty: null },
      { part: 'Teeth — Position 3', left: '', right: '', whole: '100.0 %', qty: null },
      { part: 'Teeth — Position 6', left: '', right: '', whole: '104.8 %', qty: null },
      { part: 'Wear Plates — Lip — Outer', left: '', right: '', whole: '100.0 %', qty: null },
      { part: 'Wear Plates — Right Cheek — Inner', left: '', right: '', whole: '105.0 %', qty: null },
    ]);
    expect(byGroup[SC]?.map((r) => r.part)).toEqual([
      'Load Rollers — Position 4',
      'Load Rollers — Position 8',
      'Teeth — Position 2',
      'Teeth — Position 8',
      'Wear Plates — Floor — Inner',
      'Wear Plates — Left Cheek — Inner',
    ]);
    expect(byGroup[MM]?.map((r) => r.part)).toEqual([
      'Shoes — Roller Path',
      'Load Rollers — Position 3',
      'Load Rollers — Position 7',
      'Teeth — Position 1',
      'Teeth — Position 7',
      'Wear Plates — Lip — Inner',
      'Wear Plates — Right Cheek — Outer',
    ]);
    expect(byGroup[NA]?.map((r) => r.part)).toEqual([
      'Load Rollers — Position 1',
      'Load Rollers — Position 5',
      'Shoes — Drive Lug',
      'Teeth — Position 4',
      'Teeth — Position 5',
      'Wear Plates — Floor — Outer',
      'Wear Plates — Left Cheek — Outer',
    ]);
  });

  it('the .docx carries every target’s row and forecast', async () => {
    const xml = strFromU8(unzipSync(await renderReportDocx(data))['word/document.xml'] as Uint8Array);
    for (const [title, , value, wear, , f100] of EXPECTED) {
      for (const part of title.split(' — ')) expect(xml).toContain(part.replace('&', '&amp;'));
      if (value !== '—') expect(xml).toContain(value);
      if (wear !== '') expect(xml).toContain(wear);
      // The report writes each level on its line: "100 % at …", "Past 100 % since …", or why there is none.
      if (f100 !== undefined)
        expect(xml).toContain(
          f100.startsWith('past ')
            ? `Past 100 % ${f100.slice(5)}`
            : /^\d/.test(f100)
              ? `100 % at ${f100}`
              : f100,
        );
    }
    expect(xml).toContain('P&amp;H 4100XPC · ERS');
  });
});
