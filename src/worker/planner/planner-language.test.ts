import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFleetDb } from '../domain/fleet-db.fixture.ts';
import { speak } from '../language.ts';
import { plannerCsv } from './planner-csv.ts';
import { PLANNER_READINGS, plannerFleetSql } from './planner-fleet.fixture.ts';
import { parsePlannerFilter, parsePlannerRequest } from './planner-request.ts';
import { readAllEntries, readPlannerPage } from './planner-read.ts';
import { PlannerStore } from './planner-store.ts';

// The planner in the inspector's language (issue 52, decision 0065): the hand-worked fleet of planner.test.ts, its
// rows and CSV written by hand in Spanish and Portuguese. The stored side, component and action names stay English.
async function plannerFleet() {
  const open = await openFleetDb();
  open.serial.db.exec(plannerFleetSql());
  const store = new PlannerStore({ serial: open.serial, db: open.kysely });
  await store.catchUp();
  const db = open.kysely;
  const page = async () =>
    (await store.read((status) => readPlannerPage(db, parsePlannerRequest({ limit: 50 }), status))).value;
  const csv = async () =>
    // Decoded keeping the byte-order mark, which Blob.text() would drop.
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await (
        await plannerCsv(await readAllEntries(db, parsePlannerFilter({ assetType: 'HEX' })))
      ).arrayBuffer(),
    );
  return { page, csv };
}

afterAll(() => speak('en'));

describe('the fleet planner in Spanish', () => {
  beforeAll(() => speak('es'));

  it('writes its rows with Spanish words and decimal commas', async () => {
    const { page } = await plannerFleet();
    const [first] = (await page()).rows;
    expect(first).toMatchObject({
      machine: 'SH-07',
      component: 'Izquierdo · Zapatas — Pista de rodillos',
      // the catalogue part's type in Spanish, its model as stored ("PC5500 Track Shoe")
      partName: 'PC5500 Zapata',
      wear: '70,0 %',
      action: { name: 'MonitorMaintenance', label: 'Monitorear / Mantenimiento' },
      forecast100: '1700 h (≈ 01 jun 26)',
      readingDate: '02 abr 26',
    });
    expect((await page()).choices.actions.map((a) => a.label)).toContain('Programar cambio');
  });

  it('exports a CSV a Spanish spreadsheet opens: Spanish headers, ";" between fields, decimal commas', async () => {
    const { csv } = await plannerFleet();
    const lines = (await csv()).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFCliente;Faena;Máquina;Tipo de equipo;Lado;Componente;Posición;Pieza;Número de parte;Desgaste %;Acción;' +
        'Fecha de lectura;Horas al 100 %;Fecha al 100 %;Horas al 120 %;Fecha al 120 %;Última inspección',
    );
    expect(lines[1]).toBe(
      `Pilbara Iron;Karratha North;EX-204;HEX;Izquierdo;Zapatas — Pista de rodillos;;PC5500 Zapata;TS-1;75,0;Programar cambio;2026-05-01;4000;2026-06-30;4800;2026-08-17;${PLANNER_READINGS.ex204[2].inspection}`,
    );
  });
});

describe('the fleet planner in Brazilian Portuguese', () => {
  beforeAll(() => speak('pt-BR'));

  it('exports its CSV with Portuguese headers and words, ";" and decimal commas', async () => {
    const { csv } = await plannerFleet();
    const lines = (await csv()).split('\r\n');
    expect(lines[0]?.startsWith('\uFEFFCliente;Unidade;Máquina;Tipo de equipamento;Lado;Componente;')).toBe(
      true,
    );
    expect(lines[2]).toBe(
      `Pilbara Iron;Tom Price;EX-118;HEX;Esquerdo;Sapatas — Pista dos roletes;;PC5500 Sapata;TS-1;10,0;Nenhuma ação;2026-04-10;;;;;${PLANNER_READINGS.ex118[0].inspection}`,
    );
  });
});
