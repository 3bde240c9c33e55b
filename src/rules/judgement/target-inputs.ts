// What building a target's inputs shares between the undercarriage and the bucket (decision 0023): the values of an
// inspection by entity and identifier, the history, and how a recorded value becomes a sign or a reading.
import { entryByIdentifier } from '../catalogue.ts';
import { OPERATION } from '../catalogue-basics.ts';
import { isChecked } from '../checkbox.ts';
import type { FactInspection, FactPart, InspectionFacts } from './inspection-facts.ts';
import { storedTextInMm } from '../lengths.ts';
import type { PastReading } from './measurement-judgement.ts';
import { parseDecimal } from '../numbers.ts';
import type { ReadingInput, SignInput, TargetKey } from './target-judgement.ts';

/** A visual condition's action when the catalogue names none (the same as the fleet's own item action types). */
const CONDITION_ACTIONS: Readonly<Record<string, string>> = {
  Good: 'NoAction',
  Monitor: 'MonitorMaintenance',
  Changeout: 'ChangeoutImmediately',
};

export type Values = ReadonlyMap<string, string>;
export const keyOf = (identifier: string, entity: string | null) => `${entity ?? ''}\u0000${identifier}`;

// recording spec §3 Observation: a value is found by its identifier and the entity it is on; a length measured in
// inches is judged in millimetres, converted exactly here, once, for every target (decision 0053)
export function valuesOf(inspection: FactInspection): Map<string, string> {
  const map = new Map<string, string>();
  for (const o of inspection.observations) {
    if (o.value === null || o.value.trim() === '') continue;
    const value = storedTextInMm(o.value, o.unitId);
    map.set(keyOf(o.identifier, o.entityExternalId), value);
    // Asset-level and side-level values are also found by identifier alone (their identifier says where).
    if (!map.has(keyOf(o.identifier, null))) map.set(keyOf(o.identifier, null), value);
  }
  return map;
}

/** An earlier inspection's values, with where it was (its machine and site name the Status History's lines). */
export interface EarlierValues {
  readonly date: string;
  readonly sameAsset: boolean;
  readonly values: Values;
  readonly externalId?: string;
  readonly machineName?: string | null;
  readonly siteName?: string | null;
}

export interface Context {
  readonly facts: InspectionFacts;
  readonly values: Values;
  readonly history: readonly EarlierValues[];
  readonly machineHours: number | null;
}

export const hoursOf = (values: Values) =>
  parseDecimal(values.get(keyOf(OPERATION.totalMachineHours, null))) ?? null;

function signAction(context: Context, identifier: string, value: string): string | undefined {
  const item = entryByIdentifier(identifier);
  const trigger = context.facts.triggers.find((t) => t.identifier === identifier && t.triggerValue === value);
  const named = trigger && context.facts.actionTypes.find((a) => a.id === trigger.actionTypeId)?.name;
  if (named) return named;
  if (identifier.endsWith('Condition')) return CONDITION_ACTIONS[value];
  if (item && identifier.includes('.WearIndicators.') && isChecked(value))
    return /(SevereCrackingBroken|\.Broken)$/.test(identifier)
      ? 'ChangeoutImmediately'
      : 'MonitorMaintenance';
  return undefined;
}

/** "Pins: Broken" for a grouped wear indicator, "Severe Cracking / Broken" for a flat one. */
function indicatorLabel(identifier: string): string {
  const entry = entryByIdentifier(identifier);
  if (entry === undefined) return identifier;
  // The description ends with the label, which may itself hold " / ": cut it off before looking for the group.
  const context = entry.description.slice(0, Math.max(0, entry.description.length - entry.label.length - 3));
  const parts = context.split(' / ');
  const at = parts.indexOf('Wear Indicators');
  const group = at >= 0 ? parts[at + 1] : undefined;
  return group ? `${group.charAt(0)}${group.slice(1).toLowerCase()}: ${entry.label}` : entry.label;
}

// recording spec §3 Observable item action type: a condition or wear indicator calls for an action
export function signsUnder(
  context: Context,
  prefix: string,
  entity: string | null,
  conditionIds: readonly string[],
): SignInput[] {
  const signs: SignInput[] = [];
  for (const id of conditionIds) {
    const value = context.values.get(keyOf(id, entity));
    const action = value === undefined ? undefined : signAction(context, id, value);
    if (value !== undefined && action !== undefined)
      signs.push({ identifier: id, label: value, actionName: action, count: null, entityExternalId: entity });
  }
  for (const o of context.facts.inspection.observations) {
    if (!o.identifier.startsWith(`${prefix}.WearIndicators.`) || o.identifier.endsWith('.NumberOfShoes'))
      continue;
    if (entity !== null && o.entityExternalId !== entity) continue;
    if (!isChecked(o.value)) continue;
    const action = signAction(context, o.identifier, o.value ?? '');
    if (action === undefined) continue;
    const count = parseDecimal(
      context.values.get(keyOf(`${o.identifier}.NumberOfShoes`, o.entityExternalId)),
    );
    signs.push({
      identifier: o.identifier,
      label: indicatorLabel(o.identifier),
      actionName: action,
      count: count ?? null,
      entityExternalId: o.entityExternalId,
    });
  }
  return signs;
}

// recording spec §9 and RECORDING.md: a reading with its dimension, thresholds and earlier readings
export function reading(
  context: Context,
  identifier: string,
  entity: string | null,
  partExternalId: string | undefined,
  instrument: string | null,
  changedOut: (values: Values) => boolean,
  historyEntity: string | null,
): ReadingInput {
  const dimension = context.facts.dimensions.find(
    (d) =>
      d.identifier === identifier && (partExternalId === undefined || d.partExternalId === partExternalId),
  );
  const history: PastReading[] = [];
  for (const h of context.history) {
    // A bucket moves between machines; an undercarriage reading is only this machine's.
    if (historyEntity === null && !h.sameAsset) continue;
    const value = h.values.get(keyOf(identifier, historyEntity));
    if (value === undefined || parseDecimal(value) === undefined) continue;
    history.push({
      date: h.date,
      machineHours: hoursOf(h.values),
      value,
      changedOut: changedOut(h.values),
      ...(h.externalId === undefined ? {} : { inspectionExternalId: h.externalId }),
      ...(h.machineName === undefined ? {} : { machineName: h.machineName }),
      ...(h.siteName === undefined ? {} : { siteName: h.siteName }),
    });
  }
  return {
    identifier,
    instrument,
    unit: entryByIdentifier(identifier)?.unit ?? 'mm',
    entityExternalId: entity,
    measurement: context.values.get(keyOf(identifier, entity)) ?? null,
    dimension: dimension && { baselineValue: dimension.baselineValue, limit: dimension.limit },
    thresholds: dimension?.thresholds ?? [],
    actionTypes: context.facts.actionTypes,
    machineHours: context.machineHours,
    date: context.facts.inspection.date,
    history,
    changedOut: changedOut(context.values),
  };
}

// decision 0023: a target is named by its component and place, with its part
export function targetKey(partial: Omit<TargetKey, 'partName' | 'partNumber'>, part?: FactPart): TargetKey {
  return { ...partial, partName: part?.name ?? null, partNumber: part?.partNumber ?? null };
}
