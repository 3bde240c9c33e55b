// The review before submitting (RECORDING.md "Review, submit, complete"): every section of the inspection contents
// with its completion state from the completion rules (recording spec §4) and, in words, what is still missing.
import { EXECUTIVE_SUMMARY, LOCK_OFF, LOCK_ON, MACHINE_PHOTO, OPERATION } from './catalogue-basics.ts';
import { undercarriageCompletedMarker } from './catalogue-undercarriage.ts';
import {
  bucketStatus,
  executiveSummaryStatus,
  hasValue,
  lockOffStatus,
  lockOnStatus,
  machinePhotoStatus,
  operationStatus,
  valueOf,
  type ObservationValues,
} from './completion.ts';
import {
  CompletionStatus,
  SIDE_EQUIPMENT_NAMES,
  SIDES,
  completionStatusName,
  type CompletionStatusName,
  type CompletionStatusValue,
} from './enums.ts';
import type { BucketStatuses } from './bucket-paths.ts';
import { undercarriageEntry, type InspectionContext } from './inspection-menu.ts';
import {
  undercarriageItemName,
  undercarriageOverallStatus,
  undercarriageSideStatus,
} from './undercarriage-status.ts';
import { visibleUndercarriageItems, type UndercarriageModelFlags } from './undercarriage-menu.ts';

export interface ReviewSection {
  /** Stable key, e.g. lockOn, undercarriage, bucket. */
  key: string;
  title: string;
  /** The section's screen below /inspections/{externalId}/. */
  path: string;
  status: CompletionStatusName;
  /** What is still missing, in the inspector's words; empty when complete. */
  missing: string[];
}

export interface ReviewInput {
  values: ObservationValues;
  context: InspectionContext;
  model: UndercarriageModelFlags;
  assetType?: string | null;
  /** The bucket's screen below the inspection, when the inspection has a bucket. */
  bucketPath?: string | null;
  /** The bucket's status as its own menu gives it (src/rules bucket-paths), when the bucket was read. */
  bucket?: BucketStatuses | null;
}

const isYes = (values: ObservationValues, id: string) =>
  ['true', 'yes'].includes((valueOf(values, id) ?? '').trim().toLowerCase());

function section(
  key: string,
  title: string,
  path: string,
  status: CompletionStatusValue,
  missing: string[],
): ReviewSection {
  return {
    key,
    title,
    path,
    status: completionStatusName(status),
    missing: status === CompletionStatus.completed ? [] : missing,
  };
}

function lockMissing(values: ObservationValues, questions: [string, string][], marker: string): string[] {
  const out = questions.filter(([id]) => !isYes(values, id)).map(([, label]) => `${label}: not yes`);
  if (!hasValue(valueOf(values, marker))) out.push('Not marked as complete');
  return out;
}

function undercarriageSection(input: ReviewInput): ReviewSection | undefined {
  const { values, model, assetType } = input;
  if (!undercarriageEntry(input.context).enabled) return undefined;
  const statuses = SIDES.map((side) => undercarriageSideStatus(side, values, model, assetType));
  const missing: string[] = [];
  SIDES.forEach((side, i) => {
    if (statuses[i] === CompletionStatus.completed) return;
    const open = visibleUndercarriageItems(model, assetType).filter(
      (item) => !hasValue(valueOf(values, undercarriageCompletedMarker(side, item))),
    );
    if (open.length > 0) {
      missing.push(`${SIDE_EQUIPMENT_NAMES[side]}: ${open.map(undercarriageItemName).join(', ')}`);
    }
  });
  const overall = undercarriageOverallStatus(statuses[0] ?? 0, statuses[1] ?? 0);
  // The side markers include the basics; when only those are open, the basics' own entries name them.
  if (missing.length === 0 && overall !== CompletionStatus.completed)
    missing.push('The basics above must be complete');
  return section('undercarriage', 'Undercarriage', 'undercarriage', overall, missing);
}

function bucketSection(input: ReviewInput): ReviewSection | undefined {
  if (!input.context.hasBucket || !input.bucketPath) return undefined;
  const statuses = input.bucket;
  if (!statuses) {
    const status = bucketStatus(input.values);
    return section(
      'bucket',
      'Bucket',
      input.bucketPath,
      status,
      status === CompletionStatus.inProgress ? ['Summary not marked as complete'] : ['Nothing recorded'],
    );
  }
  const open = (
    [
      ['Specifications', statuses.specifications],
      ['Ground Engaging Tools', Object.keys(statuses.partTypes).length > 0 ? statuses.get : 'completed'],
      ['Wear Kit', statuses.wearKit],
      ['Summary', statuses.summary],
    ] as const
  )
    .filter(([, status]) => status !== 'completed')
    .map(([title]) => `${title} not complete`);
  return section('bucket', 'Bucket', input.bucketPath, CompletionStatus[statuses.overall], open);
}

// recording spec §2 and §4: the sections of the inspection contents, in their order, with their states
export function reviewSections(input: ReviewInput): ReviewSection[] {
  const { values, context } = input;
  const out: (ReviewSection | undefined)[] = [
    section(
      'lockOn',
      'Lock On',
      'asset/lock-on',
      lockOnStatus(values),
      lockMissing(
        values,
        [
          [LOCK_ON.lockedOn, 'Locked on'],
          [LOCK_ON.notifiedCustomer, 'Customer notified'],
        ],
        LOCK_ON.completed,
      ),
    ),
    context.hasAsset
      ? section('machinePhoto', 'Machine Photo', 'asset/machine-photo', machinePhotoStatus(values), [
          hasValue(valueOf(values, MACHINE_PHOTO.coverPhoto)) ? 'Not marked as complete' : 'No cover photo',
        ])
      : undefined,
    context.hasAsset
      ? section('operation', 'Operation', 'asset/operating-hours', operationStatus(values), [
          hasValue(valueOf(values, OPERATION.totalMachineHours))
            ? 'Not marked as complete'
            : 'No total machine hours',
        ])
      : undefined,
    undercarriageSection(input),
    bucketSection(input),
    section(
      'lockOff',
      'Lock Off',
      'asset/lock-off',
      lockOffStatus(values),
      lockMissing(
        values,
        [
          [LOCK_OFF.lockedOff, 'Locked off'],
          [LOCK_OFF.notifiedCustomer, 'Customer notified'],
        ],
        LOCK_OFF.completed,
      ),
    ),
    section('summary', 'Inspection Summary', 'asset/executive-summary', executiveSummaryStatus(values), [
      hasValue(valueOf(values, EXECUTIVE_SUMMARY.comments)) ? 'Not marked as complete' : 'No comments',
    ]),
  ];
  return out.filter((s): s is ReviewSection => s !== undefined);
}

// recording spec §4: the sections not complete, as the one confirmation before submitting names them
export function reviewGaps(sections: readonly ReviewSection[]): ReviewSection[] {
  return sections.filter((s) => s.status !== 'completed');
}
