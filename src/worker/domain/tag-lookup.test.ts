import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openFleetDb } from './fleet-db.fixture.ts';
import { FLEET } from './fleet.fixture.ts';
import { lookUpTag } from './tag-lookup.ts';

async function fleetWithSerials() {
  const { kysely } = await openFleetDb();
  await sql`UPDATE equipments SET serialNumber = 'BKT 0042-A', partNumber = 'PN-7781' WHERE externalId = ${FLEET.buckets.spareA}`.execute(
    kysely,
  );
  await sql`UPDATE equipments SET serialNumber = 'SN-204' WHERE externalId = ${FLEET.buckets.ex204}`.execute(
    kysely,
  );
  return kysely;
}

const machineName = (found: Awaited<ReturnType<typeof lookUpTag>>) =>
  found.kind === 'machine' ? found.machine.name : found.kind;

describe('lookUpTag (a scanned code on Select Machine)', () => {
  it('finds a machine by its name in any case and spacing, by its id and by its tag URL', async () => {
    const db = await fleetWithSerials();
    expect(machineName(await lookUpTag(db, 'ex-204'))).toBe('EX-204');
    expect(machineName(await lookUpTag(db, 'ZETA9'))).toBe('Zeta 9');
    expect(machineName(await lookUpTag(db, ' dozer  4 '))).toBe('dozer 4');
    expect(machineName(await lookUpTag(db, String(FLEET.assets.sh07)))).toBe('SH-07');
    expect(machineName(await lookUpTag(db, `https://mine.example/tag/machine/${FLEET.assets.ex118}`))).toBe(
      'EX-118',
    );
  });

  it('gives the machine as the list shows it, with its open inspection', async () => {
    const db = await fleetWithSerials();
    const found = await lookUpTag(db, 'EX-204');
    expect(found).toMatchObject({
      kind: 'machine',
      machine: {
        id: FLEET.assets.ex204,
        modelName: 'PC5500',
        siteName: 'Karratha North',
        openInspectionExternalId: null,
      },
    });
  });

  it('opens the machine a scanned bucket serial is fitted to', async () => {
    const db = await fleetWithSerials();
    expect(machineName(await lookUpTag(db, ' sn-204'))).toBe('EX-204');
  });

  it('finds a bucket in a yard by its serial or part number, spaces and case forgiven', async () => {
    const db = await fleetWithSerials();
    const spareA = { kind: 'bucket', equipmentExternalId: FLEET.buckets.spareA, name: 'Spare Bucket A' };
    expect(await lookUpTag(db, 'bkt0042-a')).toEqual(spareA);
    expect(await lookUpTag(db, 'pn-7781')).toEqual(spareA);
    expect(await lookUpTag(db, 'https://h/tag/bucket/BKT%200042-A')).toEqual(spareA);
  });

  it('names nothing for unknown codes and other systems’ links, keeping the text to show', async () => {
    const db = await fleetWithSerials();
    expect(await lookUpTag(db, 'EX-999')).toEqual({ kind: 'none', shown: 'EX-999' });
    expect(await lookUpTag(db, '99999')).toEqual({ kind: 'none', shown: '99999' });
    expect(await lookUpTag(db, 'https://cmms.example/asset/101')).toEqual({
      kind: 'none',
      shown: 'https://cmms.example/asset/101',
    });
    // A part number shared by nothing in a yard or on a machine: the undercarriage sides have no serials here.
    expect(await lookUpTag(db, 'Left Side')).toEqual({ kind: 'none', shown: 'Left Side' });
  });
});
