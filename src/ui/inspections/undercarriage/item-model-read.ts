import type { Engine } from '../../engine/engine-client.ts';

/** An undercarriage item's screen model: one key and one call for the pitch extension and worn length screens. */
export function itemModelRead(externalId: string, sideName: string, itemKey: string) {
  return [
    ['undercarriage-item', externalId, sideName, itemKey],
    (engine: Engine) => engine.undercarriageItemModel(externalId, sideName, itemKey),
  ] as const;
}
