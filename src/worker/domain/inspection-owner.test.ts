import { describe, expect, it } from 'vitest';
import { openFleetDb } from './fleet-db.fixture.ts';
import { rememberSignedInUser } from './inspection-owner.ts';

describe('who is signed in on this device', () => {
  it('is kept in one row; the same subject again writes nothing, so no screen reads again', async () => {
    const { kysely, serial } = await openFleetDb([]);
    const changes: string[][] = [];
    serial.onChange((tables) => changes.push([...tables]));
    await rememberSignedInUser(kysely, 'local:bo');
    await rememberSignedInUser(kysely, 'local:bo');
    expect(changes.filter((tables) => tables.includes('signedInUser'))).toHaveLength(1);
    await rememberSignedInUser(kysely, 'local:pat');
    expect(changes.filter((tables) => tables.includes('signedInUser'))).toHaveLength(2);
    expect(await kysely.selectFrom('signedInUser').select(['id', 'subject']).execute()).toEqual([
      { id: 1, subject: 'local:pat' },
    ]);
  });
});
