import { describe, expect, it } from 'vitest';
import { catalogue, PITCH_GAUGE_UNIT_ID, STATUS_COLOURS } from '../../rules/index.ts';
import type { TableData } from '../db/bulk.ts';
import { buildSeed, todayAnchor } from './run.ts';
import { SCALES } from './scales.ts';

// The generated fleet (no database needed): deterministic, of the promised size, and consistent.

const table = (tables: TableData[], name: string): TableData => {
  const found = tables.find((t) => t.table === name);
  if (found === undefined) throw new Error(`no ${name}`);
  return found;
};
const column = (data: TableData, name: string) => {
  const index = data.columns.findIndex(([column]) => column === name);
  return data.rows.map((row) => row[index]);
};

describe('the seed', () => {
  const demo = buildSeed(SCALES.demo);

  it('is deterministic: the same scale gives the same rows', () => {
    expect(buildSeed(SCALES.demo)).toEqual(demo);
  });

  it('dates its history before the given day: today for the demo fleet, so the last inspections are recent', () => {
    const today = todayAnchor(new Date('2026-11-23T17:45:00.000Z'));
    expect(today.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    const dates = column(table(buildSeed(SCALES.demo, today), 'inspections'), 'inspection_date') as string[];
    const latest = dates.reduce((a, b) => (a > b ? a : b));
    expect(latest < '2026-11-23').toBe(true);
    expect(latest > '2026-10-01').toBe(true);
    // The default stays the fixed day, so a seed is the same whenever it runs.
    expect(buildSeed(SCALES.demo)).toEqual(demo);
  });

  it('makes the large benchmark fleet at the promised size', () => {
    const large = buildSeed(SCALES.large);
    const count = (name: string) => table(large, name).rows.length;
    expect(count('assets')).toBe(5000);
    expect(count('equipments')).toBe(10_000);
    expect(count('equipment_parts')).toBe(150_000);
    expect(count('inspections')).toBe(2000);
    expect(count('observations')).toBe(100_000);
    // A second or two alone; more when the whole suite shares the machine.
  }, 60_000);

  it('seeds every observable item of the catalogue, unit 15 and the spec’s action types and colours', () => {
    expect(column(table(demo, 'observable_items'), 'identifier')).toEqual(
      catalogue().map((e) => e.identifier),
    );
    expect(table(demo, 'units').rows.find((row) => row[0] === PITCH_GAUGE_UNIT_ID)?.[1]).toBe('mm');
    const actions = table(demo, 'observable_action_types').rows.map((row) => [row[1], row[4]]);
    expect(Object.fromEntries(actions)).toEqual(STATUS_COLOURS);
  });

  it('records each side’s tape measure worn length as its measurement over its shoes, to the hundredth', () => {
    // observable_items: id, data_type_id, identifier, …
    const items = new Map(
      table(demo, 'observable_items').rows.map((row) => [
        row[0],
        String(row[2]).replace(/^.*PitchExtension\./, ''),
      ]),
    );
    const observations = table(demo, 'observations');
    const [category, item, value, entity] = [
      'category_type_id',
      'observable_item_id',
      'value',
      'entity_id',
    ].map((name) => observations.columns.findIndex(([column]) => column === name));
    const sides = new Map<string, Map<string, number>>();
    for (const row of observations.rows) {
      const name = items.get(row[item ?? -1]);
      if (!name?.startsWith('TapeMeasure.')) continue;
      const key = `${String(row[category ?? -1])}/${String(row[entity ?? -1])}`;
      const side = sides.get(key) ?? new Map<string, number>();
      side.set(name, Number(row[value ?? -1]));
      sides.set(key, side);
    }
    expect(sides.size).toBeGreaterThan(0);
    for (const side of sides.values()) {
      const measurement = side.get('TapeMeasure.Measurement') ?? NaN;
      const shoes = side.get('TapeMeasure.NumberOfShoes') ?? NaN;
      // Pitch extension = measurement ÷ number of shoes (recording spec), shown to 2 decimals.
      expect(side.get('TapeMeasure.WornLength')).toBe(Math.round((measurement / shoes) * 100) / 100);
    }
  });

  it('links every row to rows that exist', () => {
    const ids = (name: string) => new Set(column(table(demo, name), 'id'));
    const within = (name: string, field: string, target: string) => {
      const known = ids(target);
      const missing = column(table(demo, name), field).filter((id) => id !== null && !known.has(id));
      expect(missing, `${name}.${field} → ${target}`).toEqual([]);
    };
    within('equipment_parts', 'equipment_id', 'equipments');
    within('equipment_parts', 'part_id', 'parts');
    within('equipments', 'asset_id', 'assets');
    within('equipments', 'mine_location_id', 'mine_locations');
    within('equipments', 'configuration_id', 'equipment_configurations');
    within('part_dimensions', 'part_id', 'parts');
    within('part_dimensions', 'observable_item_id', 'observable_items');
    within('part_dimension_thresholds', 'part_dimension_id', 'part_dimensions');
    within('observations', 'observable_item_id', 'observable_items');
    within('observations', 'category_type_id', 'inspection_category_types');
    within('inspections', 'asset_id', 'assets');
    within('assets', 'model_id', 'asset_models');
    within('sites', 'customer_id', 'customers');
  });

  it('gives every machine with undercarriage a Left Side and a Right Side of 14 parts, and buckets 19', () => {
    const equipments = table(demo, 'equipments');
    const names = column(equipments, 'name');
    expect(names.filter((n) => n === 'Left Side').length).toBe(
      names.filter((n) => n === 'Right Side').length,
    );
    const perEquipment = new Map<unknown, number>();
    for (const id of column(table(demo, 'equipment_parts'), 'equipment_id'))
      perEquipment.set(id, (perEquipment.get(id) ?? 0) + 1);
    const sizes = new Set(
      column(equipments, 'id').map(
        (id, i) =>
          `${names[i] === 'Left Side' || names[i] === 'Right Side' ? 'side' : 'bucket'}:${perEquipment.get(id)}`,
      ),
    );
    expect([...sizes].sort()).toEqual(['bucket:19', 'side:14']);
  });
});
