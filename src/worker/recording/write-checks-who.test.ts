import { describe, expect, it } from 'vitest';
import { FLEET } from '../domain/fleet.fixture.ts';
import { rememberSignedInUser } from '../domain/inspection-owner.ts';
import { markComplete } from './basics-save.ts';
import { recordPhoto } from './record-photo.ts';
import { recordCheckbox, recordValue } from './record-value.ts';

import { completed, current, photo, refusal, ROLLER_PATH, setup } from './write-checks.fixture.ts';

// Every refusal of the write doors: the EngineError's code, its words for people, the spec's code in details.code
// where the spec names one (recording spec §5 and §8), and nothing written: no observation, no outbox entry, no file.
// These: a completed inspection, another inspector's, one not yet owned, and a completion while a photo is compressed.

describe('who may write: the checks every write passes', () => {
  it('a completed inspection is refused at every door, with decision 0022 words, before its fields are looked at', async () => {
    const { db, deps, written, files, compressions } = await setup();
    const expected = {
      code: 'conflict',
      message: 'This inspection is completed: reopen it to change it',
      specCode: undefined,
    };
    const at = { inspectionExternalId: completed };
    expect(
      await refusal(
        recordValue(db, {
          ...at,
          target: { kind: 'inspection' },
          identifier: 'Operation.Tonnage',
          value: '1',
        }),
      ),
    ).toEqual(expected);
    // an unknown field of a completed inspection: the completion is what the inspector needs to hear
    expect(
      await refusal(
        recordValue(db, { ...at, target: { kind: 'inspection' }, identifier: 'No.Such.Path', value: '1' }),
      ),
    ).toEqual(expected);
    expect(
      await refusal(
        recordValue(db, {
          ...at,
          target: { kind: 'side', side: 'left' },
          identifier: ROLLER_PATH,
          value: '46',
        }),
      ),
    ).toEqual(expected);
    expect(
      await refusal(
        recordValue(db, {
          ...at,
          target: { kind: 'bucket', bucketExternalId: FLEET.buckets.ex204 },
          identifier: 'Bucket.Summary.Condition',
          value: 'Good',
        }),
      ),
    ).toEqual(expected);
    expect(
      await refusal(
        recordCheckbox(db, {
          ...at,
          target: { kind: 'inspection' },
          identifier: 'Operation.LeftUndercarriageChangeout.Checked',
          checked: true,
        }),
      ),
    ).toEqual(expected);
    expect(await refusal(markComplete(db, completed, 'executive-summary'))).toEqual(expected);
    expect(
      await refusal(
        recordPhoto(deps, {
          ...at,
          target: { kind: 'inspection' },
          identifier: 'MachinePhoto.CoverPhoto',
          image: photo(),
        }),
      ),
    ).toEqual(expected);
    // refused before the photo was compressed or stored
    expect(compressions).toHaveLength(0);
    expect(files.files.size).toBe(0);
    expect(await written()).toEqual({ observations: 0, outbox: 0 });
  });

  it("another inspector's inspection is refused at every door, in the server's words; nothing is written", async () => {
    const { db, deps, written, files, compressions } = await setup();
    await db
      .updateTable('inspections')
      .set({ ownerSub: 'local:pat' })
      .where('externalId', '=', current)
      .execute();
    await rememberSignedInUser(db, 'local:bo');
    const expected = {
      code: 'conflict',
      message: 'This inspection belongs to another inspector (Bo): only they can change it',
      specCode: 'InspectionOfAnotherInspector',
    };
    const at = { inspectionExternalId: current };
    expect(
      await refusal(
        recordValue(db, {
          ...at,
          target: { kind: 'inspection' },
          identifier: 'Operation.Tonnage',
          value: '1',
        }),
      ),
    ).toEqual(expected);
    expect(
      await refusal(
        recordValue(db, {
          ...at,
          target: { kind: 'side', side: 'left' },
          identifier: ROLLER_PATH,
          value: '46',
        }),
      ),
    ).toEqual(expected);
    expect(
      await refusal(
        recordValue(db, {
          ...at,
          target: { kind: 'bucket', bucketExternalId: FLEET.buckets.ex204 },
          identifier: 'Bucket.Summary.Condition',
          value: 'Good',
        }),
      ),
    ).toEqual(expected);
    expect(await refusal(markComplete(db, current, 'executive-summary'))).toEqual(expected);
    expect(
      await refusal(
        recordPhoto(deps, {
          ...at,
          target: { kind: 'inspection' },
          identifier: 'MachinePhoto.CoverPhoto',
          image: photo(),
        }),
      ),
    ).toEqual(expected);
    expect(compressions).toHaveLength(0);
    expect(files.files.size).toBe(0);
    expect(await written()).toEqual({ observations: 0, outbox: 0 });

    // Its own inspector, signed in here, records as before.
    await rememberSignedInUser(db, 'local:pat');
    await recordValue(db, {
      ...at,
      target: { kind: 'inspection' },
      identifier: 'Operation.Tonnage',
      value: '1',
    });
    expect(await written()).toEqual({ observations: 1, outbox: 1 });
  });

  it('an inspection made on this device (no owner yet), or with nobody known signed in, is left to the server', async () => {
    const { db, written } = await setup();
    const at = {
      inspectionExternalId: current,
      target: { kind: 'inspection' as const },
      identifier: 'Operation.Tonnage',
    };
    // Nobody recorded as signed in (a device before its first sign-in): the device cannot tell whose it is.
    await db
      .updateTable('inspections')
      .set({ ownerSub: 'local:pat' })
      .where('externalId', '=', current)
      .execute();
    await recordValue(db, { ...at, value: '1' });
    // Made here, not yet back from the server: this device's own.
    await db.updateTable('inspections').set({ ownerSub: null }).where('externalId', '=', current).execute();
    await rememberSignedInUser(db, 'local:bo');
    await recordValue(db, { ...at, value: '2' });
    expect(await written()).toEqual({ observations: 1, outbox: 2 });
  });

  it('a photo whose inspection is completed while it is compressed is refused, and its file removed', async () => {
    const { db, deps, written, files } = await setup();
    const completing = {
      ...deps,
      compress: async (blob: Blob) => {
        await db.updateTable('inspections').set({ completed: 1 }).where('externalId', '=', current).execute();
        return { photo: blob, thumbnail: blob };
      },
    };
    expect(
      await refusal(
        recordPhoto(completing, {
          inspectionExternalId: current,
          target: { kind: 'inspection' },
          identifier: 'MachinePhoto.CoverPhoto',
          image: photo(),
        }),
      ),
    ).toMatchObject({ code: 'conflict', message: 'This inspection is completed: reopen it to change it' });
    expect(files.files.size).toBe(0);
    expect(await written()).toEqual({ observations: 0, outbox: 0 });
  });
});
