import { describe, expect, it } from 'vitest';
import type {
  AddedPhoto,
  CheckboxWrite,
  FieldSaved,
  PhotoFactsWrite,
  PhotoWrite,
  ValueWrite,
} from '../../worker/contract.ts';
import type { PlaceNow } from './photo-place.ts';
import { onBucket, onInspection, onSide, writesOn } from './use-write-target.ts';

// What a screen's save sends to the worker's door: the inspection, where the value lands, which field, the value.

function fakeEngine() {
  const sent: (ValueWrite | CheckboxWrite | PhotoWrite | PhotoFactsWrite)[] = [];
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
    recordPhotoFacts: (input: PhotoFactsWrite) => {
      sent.push(input);
      return Promise.resolve();
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
    expect(sent.map((s) => ('target' in s ? s.target : undefined))).toEqual([
      { kind: 'bucket', bucketExternalId: 'bucket-1' },
      { kind: 'bucket', bucketExternalId: 'bucket-1', partExternalIds: ['t-1', 't-2'] },
    ]);
  });

  it('sends a photo at once, with the fix in hand, or adds a fix that comes after it (decision 0063)', async () => {
    const pilbara = { latitude: -23.36, longitude: 119.73, accuracy: 8 };
    const image = new File(['x'], 'x.jpg', { type: 'image/jpeg' });
    const photos = 'Undercarriage.Left.SideFrame.Photos';

    const inHand = fakeEngine();
    const known: PlaceNow = { known: pilbara, later: Promise.resolve(pilbara) };
    await writesOn(inHand.engine, 'insp-1', onSide('Left'), () => known).addPhoto(photos)(image);
    expect(inHand.sent).toEqual([
      {
        inspectionExternalId: 'insp-1',
        target: { kind: 'side', side: 'Left' },
        identifier: photos,
        image,
        place: pilbara,
      },
    ]);

    const late = fakeEngine();
    let fix: (place: typeof pilbara | undefined) => void = () => undefined;
    const coming: PlaceNow = { known: undefined, later: new Promise((resolve) => (fix = resolve)) };
    const added = await writesOn(late.engine, 'insp-1', onSide('Left'), () => coming).addPhoto(photos)(image);
    // Stored before the fix came.
    expect(added.observationExternalId).toBe('o-2');
    expect(late.sent).toHaveLength(1);
    fix(pilbara);
    await coming.later;
    await Promise.resolve();
    expect(late.sent[1]).toEqual({
      inspectionExternalId: 'insp-1',
      observationExternalId: 'o-2',
      place: pilbara,
    });

    const none = fakeEngine();
    const noFix: PlaceNow = { known: undefined, later: Promise.resolve(undefined) };
    await writesOn(none.engine, 'insp-1', onSide('Left'), () => noFix).addPhoto(photos)(image);
    await noFix.later;
    await Promise.resolve();
    expect(none.sent).toHaveLength(1);
  });
});
