import { describe, expect, it } from 'vitest';
import type { AddedPhoto, CheckboxWrite, FieldSaved, PhotoWrite, ValueWrite } from '../../worker/contract.ts';
import { onBucket, onInspection, onSide, writesOn } from './use-write-target.ts';

// What a screen's save sends to the worker's door: the inspection, where the value lands, which field, the value.

function fakeEngine() {
  const sent: (ValueWrite | CheckboxWrite | PhotoWrite)[] = [];
  const engine = {
    recordValue: (input: ValueWrite) => {
      sent.push(input);
      return Promise.resolve<FieldSaved>({ identifier: input.identifier, externalId: 'o-1', deleted: false });
    },
    recordCheckbox: (input: CheckboxWrite) => {
      sent.push(input);
      return Promise.resolve();
    },
    recordPhoto: (input: PhotoWrite) => {
      sent.push(input);
      return Promise.resolve<AddedPhoto>({ fileName: 'p.jpg', observationExternalId: 'o-2', byteSize: 1 });
    },
  };
  return { engine, sent };
}

describe('write targets built in one place (decision 0025)', () => {
  it('saves an asset field on the inspection itself', async () => {
    const { engine, sent } = fakeEngine();
    await writesOn(engine, 'insp-1', onInspection()).save('Operation.TotalMachineHours')('12500');
    expect(sent).toEqual([
      {
        inspectionExternalId: 'insp-1',
        target: { kind: 'inspection' },
        identifier: 'Operation.TotalMachineHours',
        value: '12500',
      },
    ]);
  });

  it('saves on a side, or on one position of it, and a cleared field sends null', async () => {
    const { engine, sent } = fakeEngine();
    await writesOn(engine, 'insp-1', onSide('Left')).save('Undercarriage.Left.SideFrame.Comments')(null);
    await writesOn(engine, 'insp-1', onSide('Left', 'part-7')).check('Undercarriage.Left.LoadRollers.X')(
      true,
    );
    expect(sent).toEqual([
      {
        inspectionExternalId: 'insp-1',
        target: { kind: 'side', side: 'Left' },
        identifier: 'Undercarriage.Left.SideFrame.Comments',
        value: null,
      },
      {
        inspectionExternalId: 'insp-1',
        target: { kind: 'side', side: 'Left', partExternalId: 'part-7' },
        identifier: 'Undercarriage.Left.LoadRollers.X',
        checked: true,
      },
    ]);
  });

  it('saves on the bucket, or on several of its positions at once', async () => {
    const { engine, sent } = fakeEngine();
    await writesOn(engine, 'insp-1', onBucket('bucket-1')).save('Bucket.Comments')('cracked lip');
    await writesOn(engine, 'insp-1', onBucket('bucket-1', ['t-1', 't-2'])).save('Bucket.Teeth.Condition')(
      'Worn',
    );
    expect(sent.map((s) => s.target)).toEqual([
      { kind: 'bucket', bucketExternalId: 'bucket-1' },
      { kind: 'bucket', bucketExternalId: 'bucket-1', partExternalIds: ['t-1', 't-2'] },
    ]);
  });
});
