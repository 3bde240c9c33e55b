import { describe, expect, it } from 'vitest';
import type { RunReading } from '../../../worker/contract.ts';
import type { Engine } from '../../engine/engine-client.ts';
import { itemModelRead, sideRunAhead } from './item-model-read.ts';

// A measuring run loads its next screen ahead: the read must be the one that screen itself makes, or the screen
// would open without it and wait for the worker.

function engineAsked(asked: string[][]): Engine {
  const engine = {
    undercarriageItemModel: (externalId: string, sideName: string, itemKey: string) => {
      asked.push([externalId, sideName, itemKey]);
      return Promise.resolve({ value: {}, tables: [] });
    },
  };
  // Only the one method the read calls: Comlink's remote type is not needed to hold it to its arguments.
  return engine as unknown as Engine;
}

const rollerPath: RunReading = {
  identifier: 'Undercarriage.Left.Shoes.RollerPath.WornLength',
  target: 'uc:Left:Shoes.RollerPath',
  route: 'undercarriage/left/shoes/roller-path',
  place: 'Shoes Roller Path',
  collection: false,
  empty: true,
  judgement: null,
};

describe('the next screen of a side run, read ahead', () => {
  it('is read under the key and with the call of the Shoes Roller Path screen', async () => {
    const ahead = sideRunAhead('insp-1', 'left')(rollerPath);
    const screen = itemModelRead('insp-1', 'left', 'Shoes.RollerPath');
    expect(ahead?.[0]).toEqual(screen[0]);
    const asked: string[][] = [];
    await ahead?.[1](engineAsked(asked));
    expect(asked).toEqual([['insp-1', 'left', 'Shoes.RollerPath']]);
  });

  it('a reading with no item in its target is not read ahead', () => {
    expect(sideRunAhead('insp-1', 'left')({ ...rollerPath, target: 'uc' })).toBeUndefined();
  });
});
