import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { messagesOf, translatorFor } from '../i18n/catalogues.ts';
import { renderShutdownDocx, type ShutdownReportData } from './shutdown-report.ts';
import { shutdownWordsOf } from './shutdown-words.ts';

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

describe('the shutdown list in the planner’s language', () => {
  it('writes its title, sentences and headings in Spanish and Portuguese', async () => {
    const es = translatorFor('es', await messagesOf('es'));
    const xml = documentXml(
      renderShutdownDocx(
        { ...data, dateText: '30 jun 26', madeText: '25 nov 26' },
        { words: shutdownWordsOf(es) },
      ),
    );
    expect(xml).toContain('Plan de parada — 30 jun 26');
    expect(xml).toContain(
      'Lo que pasa el 100 % de desgaste al 30 jun 26 (Pilbara Iron). Hecho el 25 nov 26 con los pronósticos de este dispositivo.',
    );
    expect(xml).toContain('Componentes a pedir');
    expect(xml).toContain('Pasa el 100 %');
    expect(xml).toContain('Para entonces');
    expect(xml).not.toContain('Past 100 %');
    expect(xml).not.toContain('Component<');

    const pt = translatorFor('pt-BR', await messagesOf('pt-BR'));
    const empty = documentXml(
      renderShutdownDocx({ ...data, scope: '', totals: [], machines: [] }, { words: shutdownWordsOf(pt) }),
    );
    expect(empty).toContain('O que passa de 100 % de desgaste até 30 Jun 26, em toda a frota.');
    expect(empty).toContain('Nada chega a 100 % de desgaste até esta data');
  });
});
