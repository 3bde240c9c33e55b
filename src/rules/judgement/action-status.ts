// The recommended action for a measured part dimension (recording spec §3, §8 and §9).
import { actionTypeColour, statusColour, FALLBACK_STATUS_COLOUR, textColourFor } from '../colours.ts';
import { isBlank, parseDecimal } from '../numbers.ts';
import {
  averageMeasurements,
  isValidActionStatusPercent,
  wearPercent,
  type WearDefinition,
} from '../wear.ts';

/** recording spec §3: Observable action type. */
export interface ActionType {
  id: number;
  name: string;
  sortOrder: number;
  defaultColourCode?: string | null;
  description?: string | null;
}

/** recording spec §3: Part dimension threshold. */
export interface Threshold {
  minPercentage: number;
  actionTypeId: number;
}

export const NO_ACTION_TYPE_FOUND = 'No action type found for NoAction';

// recording spec §9: the threshold with the highest minPercentage not above the wear; among equal ones the highest sortOrder
export function selectActionType(
  wear: number,
  thresholds: readonly Threshold[],
  actionTypes: readonly ActionType[],
): ActionType | undefined {
  let best: { minPercentage: number; actionType: ActionType } | undefined;
  for (const threshold of thresholds) {
    if (!(threshold.minPercentage <= wear)) continue;
    const actionType = actionTypes.find((a) => a.id === threshold.actionTypeId);
    if (actionType === undefined) continue;
    if (
      best === undefined ||
      threshold.minPercentage > best.minPercentage ||
      (threshold.minPercentage === best.minPercentage && actionType.sortOrder > best.actionType.sortOrder)
    ) {
      best = { minPercentage: threshold.minPercentage, actionType };
    }
  }
  return best?.actionType;
}

export interface ActionStatusInput {
  /** The raw readings of the dimension; blanks are ignored, several are averaged. */
  measurements: readonly (string | number | null | undefined)[];
  /** The part dimension (baseline and limit); missing means the measurements cannot be judged. */
  dimension?: WearDefinition | undefined;
  thresholds: readonly Threshold[];
  actionTypes: readonly ActionType[];
}

export interface ActionStatus {
  ok: true;
  /** The action type's name (one of ActionStatusName for the spec's types), or NoMeasurements / InvalidMeasurements. */
  status: string;
  actionType?: ActionType;
  /** The averaged, rounded measurement, when there is one. */
  measurement?: number;
  wearPercent?: number;
  colour: string;
  textColour: string;
}

export type ActionStatusResult =
  ActionStatus | { ok: false; code: 'NoActionTypeFound'; message: typeof NO_ACTION_TYPE_FOUND };

function named(
  status: 'NoMeasurements' | 'InvalidMeasurements',
  actionTypes: readonly ActionType[],
  extra: { measurement?: number; wearPercent?: number },
): ActionStatus {
  const colour = statusColour(status) ?? FALLBACK_STATUS_COLOUR;
  const actionType = actionTypes.find((a) => a.name === status);
  return {
    ok: true,
    status,
    ...(actionType ? { actionType } : {}),
    ...extra,
    colour,
    textColour: textColourFor(colour),
  };
}

// recording spec §8 and §9: action status of a dimension: NoMeasurements, InvalidMeasurements, the chosen action, else NoAction
export function computeActionStatus(input: ActionStatusInput): ActionStatusResult {
  const present = input.measurements.filter((m) => typeof m === 'number' || !isBlank(m));
  if (present.length === 0) return named('NoMeasurements', input.actionTypes, {});
  const values = present.map((m) => parseDecimal(m));
  if (values.some((v) => v === undefined) || input.dimension === undefined) {
    return named('InvalidMeasurements', input.actionTypes, {});
  }
  const measurement = averageMeasurements(values as number[]) as number;
  const wear = wearPercent(measurement, input.dimension);
  if (!wear.ok) return named('InvalidMeasurements', input.actionTypes, { measurement });
  if (!isValidActionStatusPercent(wear.value)) {
    return named('InvalidMeasurements', input.actionTypes, { measurement, wearPercent: wear.value });
  }
  const actionType =
    selectActionType(wear.value, input.thresholds, input.actionTypes) ??
    input.actionTypes.find((a) => a.name === 'NoAction');
  if (actionType === undefined)
    return { ok: false, code: 'NoActionTypeFound', message: NO_ACTION_TYPE_FOUND };
  const colour = actionTypeColour(actionType);
  return {
    ok: true,
    status: actionType.name,
    actionType,
    measurement,
    wearPercent: wear.value,
    colour,
    textColour: textColourFor(colour),
  };
}
