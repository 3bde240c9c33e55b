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
  return targetInputsOf(facts, () => true, true);
}

// The inputs of the targets of the sides wanted and of the bucket when wanted, in report order
function targetInputsOf(
  facts: InspectionFacts,
  sideWanted: (side: Side) => boolean,
  bucketWanted: boolean,
): TargetInput[] {
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
    ...sides.flatMap((s) => undercarriageTargets(withHours, s.side, s.equipmentExternalId)),
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
  // Only the sides and the bucket the targets are on are built (a target's id begins with where it is): a measuring
  // run's reading judged on the page built every target of both sides and the bucket for one (decision 0085)
  const ids = [...targetIds];
  return targetInputsOf(
    facts,
    (side) => ids.some((id) => id.startsWith(`uc:${side}:`)),
    ids.some((id) => id.startsWith('bucket:')),
  )
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
