// The review before submitting (RECORDING.md "Review, submit, complete"): every section of the inspection contents
// with its completion state from the completion rules (recording spec §4) and, in words, what is still missing.
import { EXECUTIVE_SUMMARY, LOCK_OFF, LOCK_ON, MACHINE_PHOTO, OPERATION } from './catalogue-basics.ts';
import { undercarriageCompletedMarker } from './catalogue-undercarriage.ts';
import {
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
import { bucketStatusesOfValues, type BucketStatuses } from './bucket-paths.ts';
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

/** The review's words (decision 0065): the caller's language, English (the spec's words) by default. */
export interface ReviewWords {
  readonly titles: Readonly<
    Record<
      'lockOn' | 'machinePhoto' | 'operation' | 'undercarriage' | 'bucket' | 'lockOff' | 'summary',
      string
    >
  >;
  readonly lockedOn: string;
  readonly lockedOff: string;
  readonly customerNotified: string;
  /** "Locked on: not yes" */
  readonly notYes: (question: string) => string;
  readonly notMarkedComplete: string;
  readonly basicsFirst: string;
  readonly noCoverPhoto: string;
  readonly noMachineHours: string;
  readonly noComments: string;
  readonly sides: Readonly<Record<keyof typeof SIDE_EQUIPMENT_NAMES, string>>;
  readonly bucketParts: Readonly<Record<'specifications' | 'get' | 'wearKit' | 'summary', string>>;
  /** "Wear Kit not complete" */
  readonly notComplete: (part: string) => string;
  /** An undercarriage item's menu name ("Shoes Pitch Extension") as the inspector's language says it. */
  readonly partName: (name: string) => string;
}

export const ENGLISH_REVIEW_WORDS: ReviewWords = {
  titles: {
    lockOn: 'Lock On',
    machinePhoto: 'Machine Photo',
    operation: 'Operation',
    undercarriage: 'Undercarriage',
    bucket: 'Bucket',
    lockOff: 'Lock Off',
    summary: 'Inspection Summary',
  },
  lockedOn: 'Locked on',
  lockedOff: 'Locked off',
  customerNotified: 'Customer notified',
  notYes: (question) => `${question}: not yes`,
  notMarkedComplete: 'Not marked as complete',
  basicsFirst: 'The basics above must be complete',
  noCoverPhoto: 'No cover photo',
  noMachineHours: 'No total machine hours',
  noComments: 'No comments',
  sides: SIDE_EQUIPMENT_NAMES,
  bucketParts: {
    specifications: 'Specifications',
    get: 'Ground Engaging Tools',
    wearKit: 'Wear Kit',
    summary: 'Summary',
  },
  notComplete: (part) => `${part} not complete`,
  partName: (name) => name,
};

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

function lockMissing(
  values: ObservationValues,
  questions: [string, string][],
  marker: string,
  w: ReviewWords,
): string[] {
  const out = questions.filter(([id]) => !isYes(values, id)).map(([, label]) => w.notYes(label));
  if (!hasValue(valueOf(values, marker))) out.push(w.notMarkedComplete);
  return out;
}

function undercarriageSection(input: ReviewInput, w: ReviewWords): ReviewSection | undefined {
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
      missing.push(
        `${w.sides[side]}: ${open.map((item) => w.partName(undercarriageItemName(item))).join(', ')}`,
      );
    }
  });
  const overall = undercarriageOverallStatus(statuses[0] ?? 0, statuses[1] ?? 0);
  // The side markers include the basics; when only those are open, the basics' own entries name them.
  if (missing.length === 0 && overall !== CompletionStatus.completed) missing.push(w.basicsFirst);
  return section('undercarriage', w.titles.undercarriage, 'undercarriage', overall, missing);
}

function bucketSection(input: ReviewInput, w: ReviewWords): ReviewSection | undefined {
  if (!input.context.hasBucket || !input.bucketPath) return undefined;
  const statuses = input.bucket ?? bucketStatusesOfValues(input.values);
  const open = (
    [
      [w.bucketParts.specifications, statuses.specifications],
      [w.bucketParts.get, statuses.has.get ? statuses.get : 'completed'],
      [w.bucketParts.wearKit, statuses.has.wearKit ? statuses.wearKit : 'completed'],
      [w.bucketParts.summary, statuses.summary],
    ] as const
  )
    .filter(([, status]) => status !== 'completed')
    .map(([title]) => w.notComplete(title));
  return section('bucket', w.titles.bucket, input.bucketPath, CompletionStatus[statuses.overall], open);
}

// recording spec §2 and §4: the sections of the inspection contents, in their order, with their states
export function reviewSections(input: ReviewInput, w: ReviewWords = ENGLISH_REVIEW_WORDS): ReviewSection[] {
  const { values, context } = input;
  const out: (ReviewSection | undefined)[] = [
    section(
      'lockOn',
      w.titles.lockOn,
      'asset/lock-on',
      lockOnStatus(values),
      lockMissing(
        values,
        [
          [LOCK_ON.lockedOn, w.lockedOn],
          [LOCK_ON.notifiedCustomer, w.customerNotified],
        ],
        LOCK_ON.completed,
        w,
      ),
    ),
    context.hasAsset
      ? section('machinePhoto', w.titles.machinePhoto, 'asset/machine-photo', machinePhotoStatus(values), [
          hasValue(valueOf(values, MACHINE_PHOTO.coverPhoto)) ? w.notMarkedComplete : w.noCoverPhoto,
        ])
      : undefined,
    context.hasAsset
      ? section('operation', w.titles.operation, 'asset/operating-hours', operationStatus(values), [
          hasValue(valueOf(values, OPERATION.totalMachineHours)) ? w.notMarkedComplete : w.noMachineHours,
        ])
      : undefined,
    undercarriageSection(input, w),
    bucketSection(input, w),
    section(
      'lockOff',
      w.titles.lockOff,
      'asset/lock-off',
      lockOffStatus(values),
      lockMissing(
        values,
        [
          [LOCK_OFF.lockedOff, w.lockedOff],
          [LOCK_OFF.notifiedCustomer, w.customerNotified],
        ],
        LOCK_OFF.completed,
        w,
      ),
    ),
    section('summary', w.titles.summary, 'asset/executive-summary', executiveSummaryStatus(values), [
      hasValue(valueOf(values, EXECUTIVE_SUMMARY.comments)) ? w.notMarkedComplete : w.noComments,
    ]),
  ];
  return out.filter((s): s is ReviewSection => s !== undefined);
}

// recording spec §4: the sections not complete, as the one confirmation before submitting names them
export function reviewGaps(sections: readonly ReviewSection[]): ReviewSection[] {
  return sections.filter((s) => s.status !== 'completed');
}
