import type { RunReading } from '../../../worker/contract.ts';
import type { Engine } from '../../engine/engine-client.ts';
import type { ScreenRead } from '../../recording/use-screen-model.ts';

/** An undercarriage item's screen model: one key and one call for its screen and for loading it ahead. */
export function itemModelRead(externalId: string, sideName: string, itemKey: string) {
  return [
    ['undercarriage-item', externalId, sideName, itemKey],
    (engine: Engine) => engine.undercarriageItemModel(externalId, sideName, itemKey),
  ] as const;
}

/**
 * The screen model of a side's run reading (its target is uc:<Side>:<item key>, src/rules measuring-walk), to load
 * the next screen of the run ahead.
 */
export function sideRunAhead(
  externalId: string,
  sideName: string,
): (reading: RunReading) => ScreenRead | undefined {
  return (reading) => {
    const itemKey = reading.target.split(':')[2];
    return itemKey === undefined ? undefined : itemModelRead(externalId, sideName, itemKey);
  };
}
