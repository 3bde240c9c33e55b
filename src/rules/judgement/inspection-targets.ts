// Every target of one inspection, in report order, built from its facts and judged once (decision 0023): each
// undercarriage item and each roller or slider position per side, each ground-engaging-tool position, each wear-plate
// location and the bucket's conditions. The report, review, completed page, condition results, menus' actions and
// the measuring screens all take their judgement from here.
import { bucketTargets } from './bucket-targets.ts';
import type { Side } from '../enums.ts';
import type { InspectionFacts } from './inspection-facts.ts';
import { judgeTarget, type JudgedTarget, type TargetInput } from './target-judgement.ts';
import { hoursOf, valuesOf, type Context } from './target-inputs.ts';
import { undercarriageTargets } from './undercarriage-targets.ts';

export { POSITION_GROUPS } from './undercarriage-targets.ts';

// decision 0023: the inputs of every target of the inspection, recorded or not
export function inspectionTargetInputs(facts: InspectionFacts): TargetInput[] {
  return targetInputsOf(facts, undefined);
}

// The inputs of the targets asked for (with others of the same items), or of every target, in report order. A target's
// id begins with where it is (uc:Left:Shoes.RollerPath, uc:Left:LoadRollers:{part}, bucket:…): only the items and
// the bucket asked for are built (decision 0085)
function targetInputsOf(facts: InspectionFacts, targetIds: ReadonlySet<string> | undefined): TargetInput[] {
  const ids = targetIds === undefined ? undefined : [...targetIds];
  const itemWanted = (side: Side) => (itemKey: string) =>
    ids === undefined ||
    ids.some((id) => id === `uc:${side}:${itemKey}` || id.startsWith(`uc:${side}:${itemKey}:`));
  const sideWanted = (side: Side) => ids === undefined || ids.some((id) => id.startsWith(`uc:${side}:`));
  const bucketWanted = ids === undefined || ids.some((id) => id.startsWith('bucket:'));
  const context: Context = {
    facts,
    values: valuesOf(facts.inspection),
    history: facts.history
      .filter((h) => h.date < facts.inspection.date && h.externalId !== facts.inspection.externalId)
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((h) => ({
        date: h.date,
        sameAsset: h.sameAsset !== false,
        values: valuesOf(h),
        externalId: h.externalId,
        machineName: h.machineName ?? null,
        siteName: h.siteName ?? null,
      })),
    machineHours: null,
  };
  const withHours: Context = { ...context, machineHours: hoursOf(context.values) };
  const order: readonly Side[] = ['Left', 'Right'];
  const sides = [...facts.sides]
    .filter((s) => sideWanted(s.side))
    .sort((a, b) => order.indexOf(a.side) - order.indexOf(b.side));
  return [
    ...sides.flatMap((s) =>
      undercarriageTargets(withHours, s.side, s.equipmentExternalId, itemWanted(s.side)),
    ),
    ...(facts.bucketExternalId === null || !bucketWanted
      ? []
      : bucketTargets(withHours, facts.bucketExternalId)),
  ];
}

// decision 0023: the one judgement of every recorded target of the inspection
export function judgeInspection(facts: InspectionFacts): JudgedTarget[] {
  return inspectionTargetInputs(facts)
    .map(judgeTarget)
    .filter((t) => t.recorded);
}

// decisions 0023 and 0060: the recorded ones of some targets (a measuring run's side), judging only those
export function judgeInspectionTargets(
  facts: InspectionFacts,
  targetIds: ReadonlySet<string>,
): JudgedTarget[] {
  return targetInputsOf(facts, targetIds)
    .filter((t) => targetIds.has(t.key.id))
    .map(judgeTarget)
    .filter((t) => t.recorded);
}

// decision 0023: one target, for its measuring screen
export function judgeInspectionTarget(facts: InspectionFacts, targetId: string): JudgedTarget | undefined {
  const input = inspectionTargetInputs(facts).find((t) => t.key.id === targetId);
  return input === undefined ? undefined : judgeTarget(input);
}

// decision 0023: the target a reading belongs to, from its identifier (and the part, for a ground-engaging tool)
export function targetIdOf(identifier: string, partExternalId: string | null): string | undefined {
  const side = /^Undercarriage\.(Left|Right)\.(.+?)\.(?:PitchGauge\.|TapeMeasure\.)?WornLength$/.exec(
    identifier,
  );
  if (side) return `uc:${side[1]}:${side[2]}`;
  const get = /^Bucket\.GroundEngagingTools\.(\w+)\.Part\.WornLength$/.exec(identifier);
  if (get && partExternalId !== null) return `bucket:${get[1]}:${partExternalId}`;
  const plate = /^Bucket\.WearKit\.WearPlates\.(\w+)\.(\w+)\.Measurement$/.exec(identifier);
  return plate ? `bucket:plates:${plate[1]}.${plate[2]}` : undefined;
}
