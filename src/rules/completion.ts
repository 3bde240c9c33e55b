// Completion statuses and indicators (recording spec §3 Enums and §4 States and transitions).
import {
  EXECUTIVE_SUMMARY,
  LOCK_OFF,
  LOCK_ON,
  MACHINE_PHOTO,
  OPERATION,
  operationFieldIds,
} from './catalogue-basics.ts';
import { CompletionStatus, type CompletionStatusValue } from './enums.ts';

/** Observation values by identifier, as stored (text). */
export type ObservationValues = Readonly<Record<string, string | null | undefined>>;

// recording spec §3 Enums: 100 percent is completed, above 0 in progress, else not started
export function completionStatusFromPercent(percent: number): CompletionStatusValue {
  if (percent >= 100) return CompletionStatus.completed;
  if (percent > 0) return CompletionStatus.inProgress;
  return CompletionStatus.notStarted;
}

// recording spec §4: the stored value of an identifier (own keys only, so "constructor" or "__proto__" are never values)
export function valueOf(values: ObservationValues, identifier: string): string | null | undefined {
  return Object.hasOwn(values, identifier) ? values[identifier] : undefined;
}

// recording spec §4: a value counts when it is non-empty and not false
export function hasValue(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return text !== '' && text.toLowerCase() !== 'false';
}

// recording spec §4: completion percentage of a group = share of listed paths whose value is non-empty and not false
export function groupCompletionPercent(paths: readonly string[], values: ObservationValues): number {
  if (paths.length === 0) return 0;
  const done = paths.filter((path) => hasValue(valueOf(values, path))).length;
  return (done / paths.length) * 100;
}

function isYes(value: string | null | undefined): boolean {
  const text = (value ?? '').trim().toLowerCase();
  return text === 'true' || text === 'yes';
}

const done = (complete: boolean): CompletionStatusValue =>
  complete ? CompletionStatus.completed : CompletionStatus.notStarted;

// recording spec §4: Lock On is complete when both yes-questions are yes
export function isLockOnComplete(values: ObservationValues): boolean {
  return isYes(valueOf(values, LOCK_ON.lockedOn)) && isYes(valueOf(values, LOCK_ON.notifiedCustomer));
}

// recording spec §4: Lock Off is complete when lockedOff and notifiedCustomer are true
export function isLockOffComplete(values: ObservationValues): boolean {
  return isYes(valueOf(values, LOCK_OFF.lockedOff)) && isYes(valueOf(values, LOCK_OFF.notifiedCustomer));
}

// recording spec §4: lock on indicator: completed once marked complete, in progress once anything is answered
export function lockOnStatus(values: ObservationValues): CompletionStatusValue {
  if (hasValue(valueOf(values, LOCK_ON.completed))) return CompletionStatus.completed;
  return [LOCK_ON.lockedOn, LOCK_ON.notifiedCustomer].some((id) => hasValue(valueOf(values, id)))
    ? CompletionStatus.inProgress
    : CompletionStatus.notStarted;
}

// recording spec §4: lock off indicator: completed once marked complete, in progress once anything is answered
export function lockOffStatus(values: ObservationValues): CompletionStatusValue {
  if (hasValue(valueOf(values, LOCK_OFF.completed))) return CompletionStatus.completed;
  return [LOCK_OFF.lockedOff, LOCK_OFF.notifiedCustomer].some((id) => hasValue(valueOf(values, id)))
    ? CompletionStatus.inProgress
    : CompletionStatus.notStarted;
}

// recording spec §4: machine photo indicator completed when the cover photo completed marker or photo flag is true
export function machinePhotoStatus(values: ObservationValues): CompletionStatusValue {
  return done(
    hasValue(valueOf(values, MACHINE_PHOTO.completed)) || hasValue(valueOf(values, MACHINE_PHOTO.hasPhoto)),
  );
}

// recording spec §4: summary completed when executive summary completed or comments non-empty
export function executiveSummaryStatus(values: ObservationValues): CompletionStatusValue {
  return done(
    hasValue(valueOf(values, EXECUTIVE_SUMMARY.completed)) ||
      hasValue(valueOf(values, EXECUTIVE_SUMMARY.comments)),
  );
}

// recording spec §4: operation completed when its marker or any operation field has a value
export function operationStatus(values: ObservationValues): CompletionStatusValue {
  return done(
    hasValue(valueOf(values, OPERATION.completed)) ||
      operationFieldIds().some((id) => hasValue(valueOf(values, id))),
  );
}

/** recording spec §3: the parts of an inspection that carry a sync flag. */
export interface SyncableInspection {
  isSynced?: boolean | null;
  inspectionCategoryTypes?:
    | readonly {
        isSynced?: boolean | null;
        observations?: readonly { isSynced?: boolean | null }[] | null;
      }[]
    | null;
}

// recording spec §4 and shell spec §4: an inspection is synced if it and all its categories and observations are
export function isInspectionSynced(inspection: SyncableInspection): boolean {
  return (
    inspection.isSynced === true &&
    (inspection.inspectionCategoryTypes ?? []).every(
      (category) =>
        category.isSynced === true && (category.observations ?? []).every((o) => o.isSynced === true),
    )
  );
}

// recording spec §4: an inspection is completed if completed and not reopened
export function isInspectionCompleted(inspection: {
  completed?: boolean | null;
  reopened?: boolean | null;
}): boolean {
  return inspection.completed === true && inspection.reopened !== true;
}

export type MarkComplete =
  { ok: true; writes: Record<string, string> } | { ok: false; reason: 'NotComplete' };

// recording spec §4: Lock On MARK AS COMPLETE stores the lock-on time (if none yet) and a completion timestamp
export function markLockOnComplete(values: ObservationValues, nowIso: string): MarkComplete {
  if (!isLockOnComplete(values)) return { ok: false, reason: 'NotComplete' };
  const writes: Record<string, string> = { [LOCK_ON.completed]: nowIso };
  if (!hasValue(valueOf(values, LOCK_ON.lockOnTime))) writes[LOCK_ON.lockOnTime] = nowIso;
  return { ok: true, writes };
}

// recording spec §4: Lock Off MARK AS COMPLETE (lockedOff and notifiedCustomer true) stores a completion timestamp
export function markLockOffComplete(values: ObservationValues, nowIso: string): MarkComplete {
  if (!isLockOffComplete(values)) return { ok: false, reason: 'NotComplete' };
  return { ok: true, writes: { [LOCK_OFF.completed]: nowIso } };
}
