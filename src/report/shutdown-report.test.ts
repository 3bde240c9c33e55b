import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { renderShutdownDocx, type ShutdownReportData } from './shutdown-report.ts';

const action = { label: 'Schedule Changeout', colour: '#FFC000', textColour: '#000000' };

const data: ShutdownReportData = {
  dateText: '30 Jun 26',
  madeText: '25 Nov 26',
  scope: 'Pilbara Iron',
  totals: [{ component: 'Shoes — Roller Path', at100: 2, at120: 1 }],
  machines: [
    {
      machine: 'EX-204',
      customer: 'Pilbara Iron',
      site: 'Karratha North',
      items: [
        {
          component: 'Left · Shoes — Roller Path',
          partName: 'PC5500 Track Shoe',
          wear: '75.0 %',
          action,
          level: 100,
          forecast100: '4,000 h (≈ 30 Jun 26)',
        },
      ],
    },
  ],
};

function documentXml(bytes: Uint8Array): string {
  const files = unzipSync(bytes, { filter: (file) => file.name === 'word/document.xml' });
  return strFromU8(files['word/document.xml'] ?? new Uint8Array());
}

describe('the shutdown list as a Word page', () => {
  it('holds the day, the counts per component and each machine’s components', () => {
    const xml = documentXml(renderShutdownDocx(data));
    expect(xml).toContain('Shutdown plan — 30 Jun 26');
    expect(xml).toContain('What passes 100 % worn by 30 Jun 26 (Pilbara Iron)');
    expect(xml).toContain('Shoes — Roller Path');
    expect(xml).toContain('Past 120 %');
    expect(xml).toContain('EX-204');
    expect(xml).toContain('Karratha North · Pilbara Iron');
    expect(xml).toContain('4,000 h (≈ 30 Jun 26)');
    expect(xml).toContain('FFC000');
  });

  it('says so when nothing passes 100 % by the day', () => {
    const xml = documentXml(renderShutdownDocx({ ...data, scope: '', totals: [], machines: [] }));
    expect(xml).toContain('across the fleet');
    expect(xml).toContain('Nothing reaches 100 % worn by this date');
  });
});
