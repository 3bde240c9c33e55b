import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openFleetDb } from './fleet-db.fixture.ts';
import { FLEET } from './fleet.fixture.ts';
import { printTagSites, tagsToPrint } from './tags-to-print.ts';

describe('the fleet’s tags to print', () => {
  it('lists the sites with machines or buckets, and how many of each', async () => {
    const { kysely } = await openFleetDb();
    expect(await printTagSites(kysely)).toEqual([
      { id: FLEET.sites.karratha, name: 'Karratha North', machines: 2, buckets: 2 },
      { id: FLEET.sites.moranbah, name: 'Moranbah', machines: 2, buckets: 1 },
      { id: FLEET.sites.tomPrice, name: 'Tom Price', machines: 2, buckets: 0 },
    ]);
  });

  it('gives a site’s machines by id and its buckets (fitted or in its yard) by serial, else by external id', async () => {
    const { kysely } = await openFleetDb();
    await sql`UPDATE equipments SET serialNumber = ' BKT 0042/A ' WHERE externalId = ${FLEET.buckets.spareA}`.execute(
      kysely,
    );
    const request = { siteId: FLEET.sites.karratha, machines: true, buckets: true };
    expect(await tagsToPrint(kysely, request)).toEqual([
      { kind: 'machine', name: 'EX-204', serial: 'Machine 101', path: '/tag/machine/101' },
      { kind: 'machine', name: 'Zeta 9', serial: 'Machine 105', path: '/tag/machine/105' },
      {
        kind: 'bucket',
        name: 'EX-204 Bucket',
        serial: 'No serial number',
        path: `/tag/bucket/${FLEET.buckets.ex204}`,
      },
      {
        kind: 'bucket',
        name: 'Spare Bucket A',
        serial: 'S/N BKT 0042/A',
        path: '/tag/bucket/BKT%200042%2FA',
      },
    ]);
    expect(await tagsToPrint(kysely, { ...request, buckets: false })).toHaveLength(2);
    expect(await tagsToPrint(kysely, { ...request, machines: false })).toHaveLength(2);
  });
});
