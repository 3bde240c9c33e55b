// The one judgement of a recorded target (RECORDING.md "One judgement, every place it shows"): one part type at one
// side and position, or one bucket part at one position. The measuring screens, menus, review, completed page, the
// Word report on both sides and the action type stored with an observation all read this result.
import { actionView, severityOf, worseAction, type ActionView } from '../action-severity.ts';
import type { ActionType, Threshold } from './action-status.ts';
import type { Side } from '../enums.ts';
import { judgeMeasurement, type JudgementInput, type MeasurementJudgement } from './measurement-judgement.ts';
import type { WearDefinition } from '../wear.ts';

/** Which target: stable across every screen that shows it. */
export interface TargetKey {
  /** e.g. "uc:Left:LoadRollers:<part externalId>", "bucket:Teeth:<part externalId>". */
  readonly id: string;
  readonly area: 'undercarriage' | 'bucket';
  readonly side: Side | null;
  /** "Pitch Extension", "Load Rollers", "Teeth", "Wear Plates — Left Cheek". */
  readonly component: string;
  /** Where within it: "Position 2", "Inner", or "" for the component as a whole. */
  readonly place: string;
  readonly position: number | null;
  /** The equipment (side, bucket) or equipment part the target's observations are on. */
  readonly entityExternalId: string | null;
  readonly partName: string | null;
  readonly partNumber: string | null;
}

/** One way the target is measured (a part dimension's reading). */
export interface ReadingInput extends JudgementInput {
  readonly identifier: string;
  /** "Tape measure", "Pitch gauge"; null when the target is measured one way only. */
  readonly instrument: string | null;
  readonly unit: string;
  /** The observation holding the value, so its stored action type can follow this judgement. */
  readonly entityExternalId: string | null;
}

/** Something the inspector saw that calls for an action: a condition, a wear indicator. */
export interface SignInput {
  readonly identifier: string;
  /** What was recorded, as people read it: "Changeout", "Severe Cracking / Broken". */
  readonly label: string;
  /** The action it calls for (the observable item's action type for that value). */
  readonly actionName: string;
  /** Shoes affected, when recorded with it. */
  readonly count: number | null;
  readonly entityExternalId: string | null;
}

export interface TargetInput {
  readonly key: TargetKey;
  /** In the order the governing rule breaks ties: the first wins (pitch gauge before tape measure). */
  readonly readings: readonly ReadingInput[];
  readonly signs: readonly SignInput[];
  readonly actionTypes: readonly ActionType[];
}

export interface JudgedReading {
  readonly identifier: string;
  readonly instrument: string | null;
  readonly unit: string;
  readonly entityExternalId: string | null;
  /** What it was judged by: its part dimension and thresholds (the measuring screen's range check and table). */
  readonly dimension: WearDefinition | undefined;
  readonly thresholds: readonly Threshold[];
  readonly judgement: MeasurementJudgement;
  readonly action: ActionView;
  /** A value was recorded now (valid or not). */
  readonly recorded: boolean;
}

export interface JudgedSign extends SignInput {
  readonly action: ActionView;
}

export interface JudgedTarget {
  readonly key: TargetKey;
  readonly readings: readonly JudgedReading[];
  /** The reading whose value the target is judged by (decision 0023: the more urgent; on a tie the first). */
  readonly governing: JudgedReading | null;
  readonly signs: readonly JudgedSign[];
  /** The target's action: the most urgent of the governing reading and the signs. */
  readonly action: ActionView;
  /** Something was recorded for it in this inspection. */
  readonly recorded: boolean;
  /** A recorded condition the measurement contradicts, in words (decision 0039); shown wherever the condition is. */
  readonly notes: readonly string[];
}

function readingAction(judgement: MeasurementJudgement, actionTypes: readonly ActionType[]): ActionView {
  const now = judgement.now;
  return actionView(now.ok ? now.status : 'InvalidMeasurements', actionTypes);
}

// decision 0023: the governing reading is the measured one with the most urgent action; ties go to the first listed
function governingOf(readings: readonly JudgedReading[]): JudgedReading | null {
  let best: JudgedReading | null = null;
  for (const r of readings) {
    if (!r.recorded) continue;
    if (best === null || r.action.severity > best.action.severity) best = r;
  }
  return best;
}

// RECORDING.md measure-and-judge panel: the four facts of one reading and its action
export function judgeReading(input: ReadingInput, actionTypes: readonly ActionType[]): JudgedReading {
  const judgement = judgeMeasurement(input);
  const recorded =
    input.measurement !== null && input.measurement !== undefined && input.measurement.trim() !== '';
  return {
    identifier: input.identifier,
    instrument: input.instrument,
    unit: input.unit,
    entityExternalId: input.entityExternalId,
    dimension: input.dimension,
    thresholds: input.thresholds,
    judgement,
    action: readingAction(judgement, actionTypes),
    recorded,
  };
}

const isCondition = (identifier: string) => /(^|\.)(Visual)?Condition$/.test(identifier);

// A condition contradicts the measurement when the measurement calls for a changeout (Schedule Changeout or more
// urgent) and the condition calls for two steps less (Good beside Schedule Changeout, Good or Monitor beside
// Changeout Immediately). The target's action stays the more urgent one (decision 0023); the note says the two
// disagree, so the inspector checks the part rather than trusting either. A condition more urgent than the
// measurement is no contradiction: a broken part can have little wear.
// decision 0039: the notes of a condition the measurement contradicts
export function conditionNotes(governing: JudgedReading | null, signs: readonly JudgedSign[]): string[] {
  if (governing === null || governing.action.severity < severityOf('ScheduleChangeout')) return [];
  return signs
    .filter((s) => isCondition(s.identifier) && s.action.severity <= governing.action.severity - 2)
    .map(
      (s) =>
        `Condition ${s.label} does not match the measurement (${governing.action.label}): check the part and correct the condition if needed.`,
    );
}

// decision 0023: a target's action is the most urgent of its governing reading and its signs
export function judgeTarget(input: TargetInput): JudgedTarget {
  const readings = input.readings.map((r) => judgeReading(r, input.actionTypes));
  const governing = governingOf(readings);
  const signs = input.signs.map((s) => ({ ...s, action: actionView(s.actionName, input.actionTypes) }));
  let action: ActionView | null = governing?.action ?? null;
  for (const sign of signs) action = action === null ? sign.action : worseAction(action, sign.action);
  action ??= actionView('NoMeasurements', input.actionTypes);
  return {
    key: input.key,
    readings,
    governing,
    signs,
    action,
    recorded: governing !== null || signs.length > 0,
    notes: conditionNotes(governing, signs),
  };
}

// RECORDING.md measure-and-judge panel: what was seen, in words, with the shoes it was seen on
export function signText(sign: Pick<SignInput, 'label' | 'count'>): string {
  return sign.count === null
    ? sign.label
    : `${sign.label} (${sign.count} ${sign.count === 1 ? 'shoe' : 'shoes'})`;
}
