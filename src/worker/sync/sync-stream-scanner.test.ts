import { describe, expect, it } from 'vitest';
import { syncResponseFixture } from '../../api/sync-items.fixture.ts';
import { SyncScanError, SyncStreamScanner, type ScanEvent } from './sync-stream-scanner.ts';

/** Scans `text` cut into the given pieces; answers every event. */
function scan(pieces: readonly string[], batchRows = 2): ScanEvent[] {
  const scanner = new SyncStreamScanner({ batchRows });
  const events = pieces.flatMap((piece) => scanner.write(piece));
  scanner.end();
  return events;
}

/** What the events say: each list's elements parsed back, and the top-level values. */
function reassemble(events: readonly ScanEvent[]) {
  const lists: Record<string, unknown[]> = {};
  const values: Record<string, unknown> = {};
  for (const event of events) {
    if (event.kind === 'value') {
      values[event.key] = JSON.parse(event.text);
      continue;
    }
    const rows = JSON.parse(`[${event.text}]`) as unknown[];
    expect(rows).toHaveLength(event.count);
    const name = `${event.section}.${event.list}`;
    expect(event.offset).toBe(lists[name]?.length ?? 0);
    lists[name] = [...(lists[name] ?? []), ...rows];
  }
  return { lists, values };
}

const tricky = {
  serverTimeUtc: '2025-03-01T06:30:00.000Z',
  unknown: { syncItems: { sites: [{ id: 99 }] }, text: 'a "quoted" ] } , string' },
  isFullSync: false,
  totalRows: 5,
  syncItems: {
    sites: [
      { id: 1, name: 'Quote " and backslash \\', description: null },
      { id: 2, name: 'Brackets ] } [ { and , commas: ok', description: 'Ünïcödé ✓ 𝔘' },
      { id: 3, name: '\\"', description: '\\\\' },
    ],
    notAList: [{ id: 1 }],
    customers: [],
    units: [{ id: 4, code: 'mm', name: 'millimetre', symbol: 'mm' }],
  },
  deleted: { parts: ['4f0e2d52-7d0a-4a4e-9c49-0e5f3a1d2b6c'], customers: [31, 32, 33] },
};

describe('SyncStreamScanner', () => {
  it('cuts each list into batches of raw rows that parse back to the list, wherever the pieces end', () => {
    const text = JSON.stringify(tricky, null, 1);
    const whole = reassemble(scan([text]));
    expect(whole.values).toEqual({ serverTimeUtc: tricky.serverTimeUtc, isFullSync: false, totalRows: 5 });
    expect(whole.lists).toEqual({
      'syncItems.sites': tricky.syncItems.sites,
      'syncItems.customers': [],
      'syncItems.units': tricky.syncItems.units,
      'deleted.parts': tricky.deleted.parts,
      'deleted.customers': tricky.deleted.customers,
    });
    // Every cut: one character at a time, and two pieces split at every position.
    expect(reassemble(scan([...text]))).toEqual(whole);
    for (let at = 0; at <= text.length; at++)
      expect(reassemble(scan([text.slice(0, at), text.slice(at)])), `cut at ${at}`).toEqual(whole);
  });

  it('reads the real answer shape, compact, in batches of the size asked', () => {
    const fixture = syncResponseFixture();
    const events = scan([JSON.stringify(fixture)], 1);
    const { lists } = reassemble(events);
    for (const [list, rows] of Object.entries(fixture.syncItems))
      expect(lists[`syncItems.${list}`]).toEqual(rows);
    const lastOfEach = events.filter((e) => e.kind === 'batch' && e.section === 'syncItems' && e.last);
    expect(lastOfEach).toHaveLength(Object.keys(fixture.syncItems).length);
  });

  it('says the answer was cut off, or is not the answer', () => {
    const text = JSON.stringify(syncResponseFixture());
    expect(() => scan([text.slice(0, -1)])).toThrow(/cut off/);
    expect(() => scan([`${text}{}`])).toThrow(SyncScanError);
    expect(() => scan(['[1,2]'])).toThrow(/not a JSON object/);
    expect(() => scan(['{}}'])).toThrow(SyncScanError);
  });
});
