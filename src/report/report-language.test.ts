import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { messagesOf, translatorFor } from '../i18n/catalogues.ts';
import { assembleReportData } from './report-assemble.ts';
import type { ReportData } from './report-data.ts';
import { fixtureReportSource } from './report-source.fixture.ts';
import { renderReportDocx } from './render-report.ts';

// decision 0065: the report in the inspector's language, its numbers with the language's decimal mark. The fixture's
// readings are the golden inspection's (report-source.fixture.ts); the expected words are the catalogue's Spanish.
let data: ReportData;
let xml: string;

beforeAll(async () => {
  const words = translatorFor('es', await messagesOf('es'));
  data = assembleReportData(fixtureReportSource(), 'mm', words);
  const docx = await renderReportDocx(data, { words });
  // Kept for a look with LibreOffice (soffice --convert-to pdf), as decision 0065 did.
  await writeFile(path.join(tmpdir(), 'inspect-report-es.docx'), docx);
  xml = strFromU8(unzipSync(docx)['word/document.xml'] as Uint8Array);
}, 60_000);

describe('the Word report in Spanish', () => {
  it('is titled and laid out in Spanish', () => {
    expect(data.title).toBe('Informe de inspección de tren de rodaje');
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
    const measurements = data.sides
      .flatMap((s) => s.components.map((c) => c.measurement))
      .filter((m) => m !== '—');
    expect(measurements.length).toBeGreaterThan(0);
    for (const m of measurements) expect(m).toMatch(/^\d+,\d{2} mm$/);
    const wears = data.sides.flatMap((s) => s.components.map((c) => c.wear)).filter((w) => w !== '');
    for (const w of wears) expect(w).toMatch(/^\d+,\d %$/);
    expect(xml).not.toMatch(/\d\.\d{2} mm/);
  });
});
