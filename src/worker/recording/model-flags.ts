import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UndercarriageModelFlags } from '../../rules/index.ts';

/** recording spec §3 Asset model: the flags that decide which undercarriage items a side shows (all off without a model). */
export async function undercarriageFlags(
  db: Kysely<Database>,
  modelId: number | null,
): Promise<UndercarriageModelFlags> {
  const model =
    modelId === null
      ? undefined
      : await db.selectFrom('assetModels').selectAll().where('id', '=', modelId).executeTakeFirst();
  return {
    hasTumblerRollPathMeasurement: model?.hasTumblerRollPathMeasurement === 1,
    showFrontIdlerConditionMenu: model?.showFrontIdlerConditionMenu === 1,
    showLoadRollerConditionMenu: model?.showLoadRollerConditionMenu === 1,
    showRearIdlerConditionMenu: model?.showRearIdlerConditionMenu === 1,
    showReturnRollerConditionMenu: model?.showReturnRollerConditionMenu === 1,
    showSliderConditionMenu: model?.showSliderConditionMenu === 1,
    shoesPerSide: model?.shoesPerSide ?? null,
  };
}
