import { describe, expect, it } from 'vitest';
import { openFleetDb, testUuid } from '../domain/fleet-db.fixture.ts';
import { FLEET, openEx204 } from '../domain/fleet.fixture.ts';
import { idlerPart } from './idler-part.ts';

// EX-204's left side with a front idler (part type "Front Idler") and no rear idler.

const current = testUuid('c', 3);

describe('the part an idler screen heads with', () => {
  it("is the side's part of that idler's type, or none", async () => {
    const open = await openFleetDb([openEx204(current)]);
    open.serial.db.exec(`
      INSERT INTO partTypes (id, categoryId, name) VALUES (903, 4, 'Front Idler'), (904, 5, 'Rear Idler');
      INSERT INTO parts (externalId, id, partTypeId, manufacturerId, name, partNumber) VALUES ('${testUuid('b', 811)}', 811, 903, 1, 'PC5500 Front Idler', 'FI-5500');
      INSERT INTO equipmentParts (externalId, id, equipmentId, externalEquipmentId, partId, position, "group") VALUES
        ('${testUuid('a', 921)}', 921, 9001, '${FLEET.undercarriage.left}', 811, 1, 'Idler');
    `);
    const db = open.kysely;
    expect(await idlerPart(db, current, 'left', 'front')).toEqual({
      name: 'PC5500 Front Idler',
      partNumber: 'FI-5500',
    });
    expect(await idlerPart(db, current, 'left', 'rear')).toBeNull();
    expect(await idlerPart(db, current, 'right', 'front')).toBeNull();
    expect(await idlerPart(db, current, 'left', 'middle')).toBeNull();
  });
});
