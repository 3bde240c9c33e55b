// How urgent an action is, so every list that orders or combines actions agrees: condition results, the report,
// the menus and the judgement of a part with several signs (decision 0023). The seeded sortOrder of the action types
// ranks Monitor / Maintenance above Schedule Changeout, which reads backwards to a maintenance planner, so severity is
// fixed here by name rather than taken from sortOrder.
import type { ActionType } from './judgement/action-status.ts';
import { actionTypeColour, FALLBACK_STATUS_COLOUR, textColourFor } from './colours.ts';

/** Most urgent first: the order of the condition results' groups. */
export const ACTION_SEVERITY_ORDER = [
  'ChangeoutImmediately',
  'ScheduleChangeout',
  'MonitorMaintenance',
  'NoAction',
] as const;

const SEVERITY: Readonly<Record<string, number>> = {
  ChangeoutImmediately: 4,
  ScheduleChangeout: 3,
  MonitorMaintenance: 2,
  NoAction: 1,
  NoActionOk: 1,
  NoMeasurements: 0,
  InvalidMeasurements: 0,
};

// decision 0023: how urgent an action is, by name
export function severityOf(name: string): number {
  return Object.hasOwn(SEVERITY, name) ? (SEVERITY[name] as number) : 0;
}

/** The spec's words for its action names, for a catalogue that gives no description (recording spec §2 groups). */
const SPEC_LABELS: Readonly<Record<string, string>> = {
  MonitorMaintenance: 'Monitor / Maintenance',
  NoActionOk: 'No Action - OK',
};

// recording spec §3: an action type is read by its description, else the spec's words, else its name as words
export function actionLabel(name: string, description?: string | null): string {
  if (description !== null && description !== undefined && description.trim() !== '')
    return description.trim();
  return SPEC_LABELS[name] ?? name.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** An action as every screen and the report show it. */
export interface ActionView {
  /** The action type's name (ScheduleChangeout…), or NoMeasurements / InvalidMeasurements. */
  readonly name: string;
  /** "Schedule Changeout" */
  readonly label: string;
  /** The action type's id in the synced catalogue, when there is one. */
  readonly actionTypeId: number | null;
  readonly severity: number;
  /** #RRGGBB background (recording spec §9) and the text colour on it (0.5 luminance switch). */
  readonly colour: string;
  readonly textColour: string;
}

// recording spec §9: an action with its colour and the text colour on it (0.5 luminance switch)
export function actionView(name: string, actionTypes: readonly ActionType[]): ActionView {
  const type = actionTypes.find((a) => a.name === name);
  const colour = type ? actionTypeColour(type) : (actionTypeColour({ name }) ?? FALLBACK_STATUS_COLOUR);
  return {
    name,
    label: actionLabel(name, type?.description),
    actionTypeId: type?.id ?? null,
    severity: severityOf(name),
    colour,
    textColour: textColourFor(colour),
  };
}

// decision 0023: of two actions, the more urgent governs
export function worseAction<T extends { severity: number }>(a: T, b: T): T {
  return b.severity > a.severity ? b : a;
}
