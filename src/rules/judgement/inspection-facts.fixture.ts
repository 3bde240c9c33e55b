// Small inspection facts for the judging modules' own tests: only what a test sets differs from an empty inspection.
import type { ActionType } from './action-status.ts';
import type { FactObservation, FactPart, InspectionFacts } from './inspection-facts.ts';

export const ACTION_TYPES: readonly ActionType[] = [
  { id: 1, name: 'NoAction', sortOrder: 1 },
  { id: 2, name: 'MonitorMaintenance', sortOrder: 2 },
  { id: 3, name: 'ScheduleChangeout', sortOrder: 3 },
  { id: 4, name: 'ChangeoutImmediately', sortOrder: 4 },
];

/** 0 % No Action, 50 % Monitor / Maintenance, 80 % Schedule Changeout, 100 % Changeout Immediately. */
export const THRESHOLDS = [
  { minPercentage: 0, actionTypeId: 1 },
  { minPercentage: 50, actionTypeId: 2 },
  { minPercentage: 80, actionTypeId: 3 },
  { minPercentage: 100, actionTypeId: 4 },
];

export const INSPECTION_DATE = '2026-11-01T12:00:00Z';

// decision 0023: an equipment part of a side or the bucket, nothing set but what a test names
export function part(
  externalId: string,
  equipmentExternalId: string,
  extra: Partial<FactPart> = {},
): FactPart {
  return {
    externalId,
    equipmentExternalId,
    position: null,
    group: null,
    name: `Part ${externalId}`,
    partNumber: null,
    partType: null,
    location: null,
    secondaryLocation: null,
    ...extra,
  };
}

export const obs = (
  identifier: string,
  value: string | null,
  entityExternalId: string | null = null,
): FactObservation => ({
  identifier,
  entityExternalId,
  value,
});

// decision 0023: the facts of one inspection, with no history, parts or dimensions unless a test gives them
export function facts(
  observations: readonly FactObservation[],
  extra: Partial<Omit<InspectionFacts, 'inspection'>> = {},
): InspectionFacts {
  return {
    inspection: { externalId: 'now', date: INSPECTION_DATE, observations },
    history: [],
    sides: [],
    bucketExternalId: null,
    parts: [],
    dimensions: [],
    triggers: [],
    actionTypes: ACTION_TYPES,
    ...extra,
  };
}
