// The worker's refusals in the inspector's language (decision 0065). The checks before a write throw the spec's
// English (the rules', the tests' and the server's words, kept as they are everywhere else); the refusal is written in
// the shown language where it leaves the worker (engine-error.ts' transfer), so a sentence is translated in one place.
// A sentence this table does not know crosses as it is: never a key.
import { defineMessage, defineMessages, type MessageDescriptor } from '@formatjs/intl';
import type { Translator } from '../i18n/catalogues.ts';
import { checkWordsOf } from '../i18n/check-words.ts';
import { partNameIn } from '../i18n/part-names.ts';
import { SOURCE_LANGUAGE } from '../i18n/languages.ts';
import { groupedWhole } from '../rules/locale-format.ts';

// The exact sentences, as the worker (and the server, for the ones it shares) throws them.
const plain = defineMessages({
  'This inspection is completed: reopen it to change it': {
    id: 'refusal.completed',
    defaultMessage: 'This inspection is completed: reopen it to change it',
  },
  'Observable item not found': { id: 'refusal.unknownField', defaultMessage: 'Observable item not found' },
  'Unsupported data type': { id: 'refusal.unsupportedType', defaultMessage: 'Unsupported data type' },
  'Choose yes or no': { id: 'refusal.yesOrNo', defaultMessage: 'Choose yes or no' },
  'Enter a number: digits with at most one decimal point, no sign': {
    id: 'refusal.number',
    defaultMessage: 'Enter a number: digits with at most one decimal point, no sign',
  },
  'Enter a whole number: digits only, no decimal point or sign': {
    id: 'refusal.wholeNumber',
    defaultMessage: 'Enter a whole number: digits only, no decimal point or sign',
  },
  'Enter a date': { id: 'refusal.date', defaultMessage: 'Enter a date' },
  'A value is text': { id: 'refusal.valueIsText', defaultMessage: 'A value is text' },
  'The photo is missing': { id: 'refusal.photo.missing', defaultMessage: 'The photo is missing' },
  'The photo is empty': { id: 'refusal.photo.empty', defaultMessage: 'The photo is empty' },
  'The photo is larger than 40 MB': {
    id: 'refusal.photo.tooLarge',
    defaultMessage: 'The photo is larger than 40 MB',
  },
  'The file is not an image': { id: 'refusal.photo.notImage', defaultMessage: 'The file is not an image' },
  'The photo could not be read': {
    id: 'refusal.photo.unreadable',
    defaultMessage: 'The photo could not be read',
  },
  'This photo is not on this device yet: open it once while online, then mark it up.': {
    id: 'refusal.photo.notHere',
    defaultMessage: 'This photo is not on this device yet: open it once while online, then mark it up.',
  },
  'This photo changed while it was being marked up: open it again and redo the markup.': {
    id: 'refusal.photo.changed',
    defaultMessage: 'This photo changed while it was being marked up: open it again and redo the markup.',
  },
  'This photo has no markup to take off.': {
    id: 'refusal.photo.noMarkup',
    defaultMessage: 'This photo has no markup to take off.',
  },
  'The original of this photo was not found.': {
    id: 'refusal.photo.noOriginal',
    defaultMessage: 'The original of this photo was not found.',
  },
  'No inspection ID provided': { id: 'refusal.noInspectionId', defaultMessage: 'No inspection ID provided' },
  'Inspection ID is required': {
    id: 'refusal.inspectionIdRequired',
    defaultMessage: 'Inspection ID is required',
  },
  'Only a completed inspection can be reopened.': {
    id: 'refusal.reopenCompletedOnly',
    defaultMessage: 'Only a completed inspection can be reopened.',
  },
  'Only a reopened inspection can be cancelled.': {
    id: 'refusal.cancelReopenedOnly',
    defaultMessage: 'Only a reopened inspection can be cancelled.',
  },
  'Only an inspection in progress can be deleted.': {
    id: 'refusal.deleteInProgressOnly',
    defaultMessage: 'Only an inspection in progress can be deleted.',
  },
  'Changed on another device: choose which values to keep before submitting this inspection': {
    id: 'refusal.settleConflictsFirst',
    defaultMessage:
      'Changed on another device: choose which values to keep before submitting this inspection',
  },
  'This change is no longer there': {
    id: 'refusal.changeGone',
    defaultMessage: 'This change is no longer there',
  },
  'This reading is no longer there': {
    id: 'refusal.readingGone',
    defaultMessage: 'This reading is no longer there',
  },
  'Choose another bucket': { id: 'refusal.otherBucket', defaultMessage: 'Choose another bucket' },
  'That bucket is on another machine': {
    id: 'refusal.bucketElsewhere',
    defaultMessage: 'That bucket is on another machine',
  },
  'Some fields need attention': { id: 'refusal.someFields', defaultMessage: 'Some fields need attention' },
  'Qty must be a whole number of at least 1': {
    id: 'refusal.qtyWhole',
    defaultMessage: 'Qty must be a whole number of at least 1',
  },
  'This component is no longer in the planner': {
    id: 'refusal.plannerGone',
    defaultMessage: 'This component is no longer in the planner',
  },
  'Inspection not found': { id: 'refusal.inspectionNotFound', defaultMessage: 'Inspection not found' },
  'Asset not found': { id: 'refusal.assetNotFound', defaultMessage: 'Asset not found' },
  'Equipment not found': { id: 'refusal.equipmentNotFound', defaultMessage: 'Equipment not found' },
  'Equipment part not found': { id: 'refusal.partNotFound', defaultMessage: 'Equipment part not found' },
  'Observation not found': { id: 'refusal.observationNotFound', defaultMessage: 'Observation not found' },
  'Photo not found': { id: 'refusal.photoNotFound', defaultMessage: 'Photo not found' },
  'Mine Location not found': {
    id: 'refusal.mineLocationNotFound',
    defaultMessage: 'Mine Location not found',
  },
  // The server's own sentences the device shows as they are (src/api: shared with the device).
  'Changed on another device: not deleted': {
    id: 'refusal.notDeletedChangedElsewhere',
    defaultMessage: 'Changed on another device: not deleted',
  },
  'This photo was replaced on the device before it was sent: the reading holds another photo': {
    id: 'refusal.photoReplaced',
    defaultMessage:
      'This photo was replaced on the device before it was sent: the reading holds another photo',
  },
  'Internal server error': { id: 'refusal.serverError', defaultMessage: 'Internal server error' },
  'The server is starting; try again shortly': {
    id: 'refusal.serverStarting',
    defaultMessage: 'The server is starting; try again shortly',
  },
  'No photo has been uploaded for this observation': {
    id: 'refusal.noPhotoUploaded',
    defaultMessage: 'No photo has been uploaded for this observation',
  },
  // A refused save's lead: the field's path and the check's words after it are the contract's, for the support desk.
  'Invalid request body': { id: 'refusal.invalidBody', defaultMessage: 'Invalid request body' },
});

// Sentences with values in them, recognised by their shape.
const anotherInspector = defineMessage<{ name: string; verb: string }>({
  id: 'refusal.anotherInspector',
  defaultMessage:
    'This inspection belongs to another inspector ({name}): only they can {verb, select, delete {delete} other {change}} it',
});
const tooLong = defineMessage<{ field: string; max: string; count: string }>({
  id: 'refusal.tooLong',
  defaultMessage: '{field} holds at most {max} characters; this value has {count}',
});
const thisField = defineMessage({ id: 'refusal.thisField', defaultMessage: 'This field' });
const textTooLong = defineMessage<{ max: string }>({
  id: 'refusal.textTooLong',
  defaultMessage: 'The text is longer than {max} characters',
});

const qtyTooMany = defineMessage<{ count: string; what: string }>({
  id: 'refusal.qtyTooMany',
  defaultMessage: "Qty cannot be more than {count}: this bucket's fitment has {count} {what}",
});

// The server's limits, said with their numbers (src/server: photos/inspection-budget.ts, the body reader, the pool).
const server = {
  photoCount: defineMessage<{ count: string }>({
    id: 'refusal.server.photoCount',
    defaultMessage:
      'This inspection already has {count} photos, the most one inspection keeps: remove a photo before adding another',
  }),
  photoBytes: defineMessage<{ mb: string }>({
    id: 'refusal.server.photoBytes',
    defaultMessage:
      "This inspection's photos would take more than {mb} MB, the most one inspection keeps: remove a photo before adding another",
  }),
  busy: defineMessage<{ count: string }>({
    id: 'refusal.server.busy',
    defaultMessage: 'The server has {count} connections open, its most: try again in a few seconds',
  }),
  stalled: defineMessage<{ seconds: string }>({
    id: 'refusal.server.stalled',
    defaultMessage: 'The request body stopped arriving for {seconds} s: send it again',
  }),
  photoTooLarge: defineMessage<{ bytes: string }>({
    id: 'refusal.server.photoTooLarge',
    defaultMessage: 'The photo is larger than the limit of {bytes} bytes',
  }),
  bodyTooLarge: defineMessage<{ bytes: string }>({
    id: 'refusal.server.bodyTooLarge',
    defaultMessage: 'The request body is larger than {bytes} bytes',
  }),
};

const isPlain = (text: string): text is keyof typeof plain => Object.hasOwn(plain, text);

/** "1,000" as the rules write a count in English, in the locale's grouping ("1.000"). */
const count = (english: string, locale: string) => groupedWhole(Number(english.replaceAll(',', '')), locale);

type Shape = readonly [RegExp, (match: RegExpMatchArray, t: Translator) => string];

// The hours a bound names, as src/rules' check words write them (recording spec §5).
const HOURS_FIELD =
  /^(Total Machine Hours|(Left|Right) Undercarriage Changeout|Undercarriage Changeout|Bucket Changeout) cannot be (less|greater) than (\d+)$/;
const hoursField = (name: string, side: string) => {
  if (side !== '') return { of: 'sideChangeout', side };
  if (name === 'Total Machine Hours') return { of: 'total' };
  return { of: name === 'Bucket Changeout' ? 'bucketChangeout' : 'changeout' };
};
/** "heel shrouds" as the fitment's count names it, in the language's words ("cubrecantos de talón"). */
const fitmentPart = (what: string, t: Translator) => {
  const name = what.replace(/\b\w/g, (c) => c.toUpperCase());
  const said = partNameIn(t, name);
  return said === name ? what : said.toLocaleLowerCase(t.locale);
};

const SHAPES: readonly Shape[] = [
  [
    /^(?:This inspection|Inspection \S+) belongs to another inspector \((.*)\): only they can (\w+) it$/,
    ([, name = '', verb = ''], t) => t.formatMessage(anotherInspector, { name, verb }),
  ],
  [
    /^(.+) holds at most ([\d,]+) characters; this value has ([\d,]+)$/,
    ([, field = '', max = '', has = ''], t) =>
      t.formatMessage(tooLong, {
        field: field === 'This field' ? t.formatMessage(thisField) : field,
        max: count(max, t.locale),
        count: count(has, t.locale),
      }),
  ],
  [
    HOURS_FIELD,
    ([, name = '', side = '', way = '', bound = ''], t) => {
      const words = checkWordsOf(t);
      const field = hoursField(name, side);
      return way === 'less'
        ? words.hoursLess(field, Number(bound))
        : words.hoursGreater(field, Number(bound));
    },
  ],
  [/^Total Machine Hours is not set$/, (_, t) => checkWordsOf(t).totalNotSet()],
  [/^Date cannot be in the future$/, (_, t) => checkWordsOf(t).dateFuture()],
  [/^Date cannot be in the past$/, (_, t) => checkWordsOf(t).datePast()],
  [/^Below (\d+) % wear: check the measurement$/, ([, n = ''], t) => checkWordsOf(t).wearBelow(Number(n))],
  [/^Above (\d+) % wear: check the measurement$/, ([, n = ''], t) => checkWordsOf(t).wearAbove(Number(n))],
  [/^Above (\d+) % wear: well past the wear limit$/, ([, n = ''], t) => checkWordsOf(t).wearPast(Number(n))],
  [
    /^Qty cannot be more than (\d+): this bucket's fitment has \d+ (.+)$/,
    ([, n = '', what = ''], t) =>
      t.formatMessage(qtyTooMany, { count: groupedWhole(Number(n), t.locale), what: fitmentPart(what, t) }),
  ],
  ...(
    [
      [
        /^This inspection already has (\d+) photos, the most one inspection keeps: remove a photo before adding another$/,
        server.photoCount,
        'count',
      ],
      [
        /^This inspection's photos would take more than (\d+) MB, the most one inspection keeps: remove a photo before adding another$/,
        server.photoBytes,
        'mb',
      ],
      [/^The server has (\d+) connections open, its most: try again in a few seconds$/, server.busy, 'count'],
      [/^The request body stopped arriving for (\d+) s: send it again$/, server.stalled, 'seconds'],
      [/^The photo is larger than the limit of (\d+) bytes$/, server.photoTooLarge, 'bytes'],
      [/^The request body is larger than (\d+) bytes$/, server.bodyTooLarge, 'bytes'],
    ] as const
  ).map(([shape, message, name]): Shape => [
    shape,
    ([, n = ''], t) =>
      t.formatMessage(message as MessageDescriptor, { [name]: groupedWhole(Number(n), t.locale) }),
  ]),
  [
    /^The text is longer than ([\d,]+) characters$/,
    ([, max = ''], t) => t.formatMessage(textTooLong, { max: count(max, t.locale) }),
  ],
];

/**
 * A refusal's sentence in the translator's language: a sentence it knows whole, or one it knows the start of
 * (what the server added after it stays as it came), or one of the shapes with values; else the sentence as it is.
 * English is returned unchanged, byte for byte.
 */
export function refusalIn(text: string, t: Translator): string {
  if (t.locale === SOURCE_LANGUAGE) return text;
  if (isPlain(text)) return t.formatMessage(plain[text] as MessageDescriptor);
  for (const [shape, say] of SHAPES) {
    const match = text.match(shape);
    if (match) return say(match, t);
  }
  const start = (Object.keys(plain) as (keyof typeof plain)[]).find((known) => text.startsWith(`${known}: `));
  return start === undefined
    ? text
    : `${t.formatMessage(plain[start] as MessageDescriptor)}${text.slice(start.length)}`;
}

/** Whether the sentence is one this table writes in another language (the server's words it knows). */
export const isKnownRefusal = (text: string): boolean =>
  isPlain(text) || SHAPES.some(([shape]) => shape.test(text));
