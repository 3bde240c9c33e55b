import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { messagesOf, translatorFor } from '../i18n/catalogues.ts';
import type { Language } from '../i18n/languages.ts';
import { nodeRasteriser } from '../server/report/node-rasteriser.ts';
import { assembleReportData } from './report-assemble.ts';
import type { ReportData } from './report-data.ts';
import { fixtureReportSource } from './report-source.fixture.ts';
import { renderReportDocx } from './render-report.ts';

// decision 0065: the report in the inspector's language, its numbers with the language's decimal mark. The fixture's
// readings are the golden inspection's (report-source.fixture.ts); the expected lines are written by hand in each
// language, from the glossary's words (docs/glossary.md).
const SIDE_FRAME = 'p0000001-0000-4000-8000-000000000000';

async function reportIn(language: Language): Promise<{ data: ReportData; xml: string }> {
  const words = translatorFor(language, await messagesOf(language));
  const photo = await nodeRasteriser()(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>',
    40,
  );
  const source = fixtureReportSource({ photo: { bytes: photo, contentType: 'image/png' } });
  source.observations.push({
    identifier: 'Photo.Facts',
    value: JSON.stringify({
      photo: SIDE_FRAME,
      taken: '2026-12-03T08:34:12+08:00',
      place: { latitude: -23.3612, longitude: 119.7318, accuracy: 8 },
    }),
  });
  const data = assembleReportData(source, 'mm', words);
  const docx = await renderReportDocx(data, { words, rasterise: nodeRasteriser() });
  // Kept for a look with LibreOffice (soffice --convert-to pdf), as decision 0065 did.
  await writeFile(path.join(tmpdir(), `inspect-report-${language}.docx`), docx);
  return { data, xml: strFromU8(unzipSync(docx)['word/document.xml'] as Uint8Array) };
}

const components = (data: ReportData) => data.sides.flatMap((s) => s.components);
const photoOf = (data: ReportData, id: string) =>
  data.photos.flatMap((g) => g.photos).find((p) => p.observationExternalId === id);

describe('the Word report in Spanish', () => {
  let data: ReportData;
  let xml: string;
  beforeAll(async () => ({ data, xml } = await reportIn('es')), 60_000);

  it('is titled and laid out in Spanish', () => {
    expect(data.title).toBe('Informe de inspección de tren de rodaje');
    expect(data.fileName).toBe('SH-0107 Inspección de tren de rodaje 2026-11-01.docx');
    expect(data.sides.map((s) => s.name)).toEqual(['Lado izquierdo', 'Lado derecho']);
    for (const words of [
      'Resultados de condición',
      'Tren de rodaje — Lado izquierdo',
      'Medición',
      'Pronóstico',
    ])
      expect(xml).toContain(words);
    for (const english of ['Condition results', 'Executive summary', 'Inspection date', 'Forecast'])
      expect(xml).not.toContain(english);
  });

  it('writes lengths and percentages with a decimal comma', () => {
    const measurements = components(data)
      .map((c) => c.measurement)
      .filter((m) => m !== '—');
    expect(measurements.length).toBeGreaterThan(0);
    for (const m of measurements) expect(m).toMatch(/^\d+,\d{2} mm$/);
    const wears = components(data)
      .map((c) => c.wear)
      .filter((w) => w !== '');
    for (const w of wears) expect(w).toMatch(/^\d+,\d %$/);
    expect(xml).not.toMatch(/\d\.\d{2} mm/);
    expect(xml).not.toMatch(/\d\.\d %/);
  });

  it('names the actions, parts and places the app declares in Spanish; the stored action names stay', () => {
    expect(data.conditionGroups.map((g) => g.name)).toEqual([
      'Cambio inmediato',
      'Programar cambio',
      'Monitorear / Mantenimiento',
      'Sin acción',
    ]);
    expect(data.conditionGroups[0]?.action.name).toBe('ChangeoutImmediately');
    // The pitch gauge governs at 105 %; the bushings walk on 3 shoes (the catalogue's sign label, written in Spanish).
    expect(data.conditionGroups[0]?.rows[0]).toMatchObject({
      part: 'Elongación de paso',
      left: '105,0 % (calibre de paso); Bujes: Desplazamiento (3 zapatas)',
      qty: 3,
    });
    expect(data.conditionGroups[0]?.rows.map((r) => r.part)).toContain('Rodillos inferiores — Posición 2');
    const pitch = components(data).find((c) => c.name === 'Elongación de paso');
    expect(pitch).toMatchObject({
      instrument: 'calibre de paso',
      otherReadings: ['Cinta métrica: 4,50 mm · 37,5 % · Sin acción'],
      action: { name: 'ChangeoutImmediately', label: 'Cambio inmediato' },
    });
    expect(components(data).find((c) => c.place === 'Posición 2')?.name).toBe('Rodillos inferiores');
    expect(data.notInspected[0]).toEqual({ where: 'Inspección', what: ['Bloqueo', 'Foto de la máquina'] });
    expect(data.notInspected[1]?.what).toContain('Zapatas — Elongación de paso');
    for (const english of ['Changeout Immediately', 'No Action', 'Load Rollers', 'Position 2', 'Left Side'])
      expect(xml).not.toContain(english);
  });

  it('draws the wear trend with Spanish words and thousands', () => {
    const chart = components(data).find((c) => c.chartSvg !== null)?.chartSvg ?? '';
    for (const words of ['Horas de máquina', '100 % de desgaste', '25.000']) expect(chart).toContain(words);
    expect(chart).not.toContain('Machine hours');
  });

  it('says when and where a photo was taken in Spanish', () => {
    expect(photoOf(data, SIDE_FRAME)).toMatchObject({
      caption: 'Lado izquierdo — Bastidor lateral, foto 1',
      factsLine: 'Tomada el 03 dic 2026 08:34 · 23,36° S; 119,73° E ±8 m',
    });
    expect(xml).toContain('Tomada el 03 dic 2026 08:34');
  });

  it('warns of an implausible reading in Spanish, with decimal commas', () => {
    expect(data.sides[1]?.components[0]?.plausibility).toEqual([
      'El desgaste bajó de 75,8 % a 45,5 % sin un cambio entre medio',
    ]);
  });

  it('labels the operation and the bucket’s part types with the catalogue’s items in Spanish', () => {
    expect(data.operation.map((f) => f.label)).toEqual([
      'Horómetro total',
      'Horas entre inspecciones',
      'Tonelaje',
      'BCM',
    ]);
    expect(data.bucket?.partTypes[0]?.facts).toEqual([
      { label: 'Cant.', value: '8' },
      { label: 'Cambio', value: 'Mismas piezas' },
    ]);
  });
});

describe('the Word report in Brazilian Portuguese', () => {
  let data: ReportData;
  let xml: string;
  beforeAll(async () => ({ data, xml } = await reportIn('pt-BR')), 60_000);

  it('names the actions and parts in Portuguese, with decimal commas', () => {
    expect(data.fileName).toBe('SH-0107 Inspeção de material rodante 2026-11-01.docx');
    expect(data.conditionGroups.map((g) => g.name)).toEqual([
      'Troca imediata',
      'Programar troca',
      'Monitorar / Manutenção',
      'Nenhuma ação',
    ]);
    expect(data.conditionGroups[0]?.rows[0]?.left).toBe(
      '105,0 % (calibre de passo); Buchas: Deslocamento (3 sapatas)',
    );
    expect(data.conditionGroups[0]?.rows.map((r) => r.part)).toContain('Roletes inferiores — Posição 2');
    expect(data.notInspected[0]).toEqual({ where: 'Inspeção', what: ['Bloqueio', 'Foto da máquina'] });
    expect(xml).not.toMatch(/\d\.\d{2} mm/);
  });

  it('says when and where a photo was taken in Portuguese (east is "L", leste)', () => {
    expect(photoOf(data, SIDE_FRAME)?.factsLine).toBe(
      'Tirada em 03 dez 2026 08:34 · 23,36° S; 119,73° L ±8 m',
    );
  });

  it('warns of an implausible reading in Portuguese, with decimal commas', () => {
    expect(data.sides[1]?.components[0]?.plausibility).toEqual([
      'O desgaste caiu de 75,8 % para 45,5 % sem uma troca entre as leituras',
    ]);
  });

  it('labels the operation with the catalogue’s items in Portuguese', () => {
    expect(data.operation.map((f) => f.label)).toEqual([
      'Horímetro total',
      'Horas entre inspeções',
      'Tonelagem',
      'BCM',
    ]);
  });
});
