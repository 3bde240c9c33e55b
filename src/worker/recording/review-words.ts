// The review's words (src/rules/review-sections.ts ReviewWords) in the inspector's language (decision 0065): the
// sections and what is still missing, as review and submit show them. English is the rules' own words.
import { defineMessage, defineMessages } from '@formatjs/intl';
import type { Translator } from '../../i18n/catalogues.ts';
import { partNameIn } from '../../i18n/part-names.ts';
import type { ReviewWords } from '../../rules/index.ts';

const words = defineMessages({
  lockOn: { id: 'reviewWords.lockOn', defaultMessage: 'Lock On' },
  machinePhoto: { id: 'reviewWords.machinePhoto', defaultMessage: 'Machine Photo' },
  operation: { id: 'reviewWords.operation', defaultMessage: 'Operation' },
  undercarriage: { id: 'reviewWords.undercarriage', defaultMessage: 'Undercarriage' },
  bucket: { id: 'reviewWords.bucket', defaultMessage: 'Bucket' },
  lockOff: { id: 'reviewWords.lockOff', defaultMessage: 'Lock Off' },
  summaryTitle: { id: 'reviewWords.summaryTitle', defaultMessage: 'Inspection Summary' },
  lockedOn: { id: 'reviewWords.lockedOn', defaultMessage: 'Locked on' },
  lockedOff: { id: 'reviewWords.lockedOff', defaultMessage: 'Locked off' },
  customerNotified: { id: 'reviewWords.customerNotified', defaultMessage: 'Customer notified' },
  notMarkedComplete: { id: 'reviewWords.notMarkedComplete', defaultMessage: 'Not marked as complete' },
  basicsFirst: { id: 'reviewWords.basicsFirst', defaultMessage: 'The basics above must be complete' },
  noCoverPhoto: { id: 'reviewWords.noCoverPhoto', defaultMessage: 'No cover photo' },
  noMachineHours: { id: 'reviewWords.noMachineHours', defaultMessage: 'No total machine hours' },
  noComments: { id: 'reviewWords.noComments', defaultMessage: 'No comments' },
  leftSide: { id: 'reviewWords.leftSide', defaultMessage: 'Left Side' },
  rightSide: { id: 'reviewWords.rightSide', defaultMessage: 'Right Side' },
  specifications: { id: 'reviewWords.specifications', defaultMessage: 'Specifications' },
  get: { id: 'reviewWords.get', defaultMessage: 'Ground Engaging Tools' },
  wearKit: { id: 'reviewWords.wearKit', defaultMessage: 'Wear Kit' },
  summary: { id: 'reviewWords.summary', defaultMessage: 'Summary' },
});
const notYes = defineMessage<{ question: string }>({
  id: 'reviewWords.notYes',
  defaultMessage: '{question}: not yes',
});
const notComplete = defineMessage<{ part: string }>({
  id: 'reviewWords.notComplete',
  defaultMessage: '{part} not complete',
});

/** The review's words in `t`'s language. */
export function reviewWordsOf(t: Translator): ReviewWords {
  const say = t.formatMessage;
  return {
    titles: {
      lockOn: say(words.lockOn),
      machinePhoto: say(words.machinePhoto),
      operation: say(words.operation),
      undercarriage: say(words.undercarriage),
      bucket: say(words.bucket),
      lockOff: say(words.lockOff),
      summary: say(words.summaryTitle),
    },
    lockedOn: say(words.lockedOn),
    lockedOff: say(words.lockedOff),
    customerNotified: say(words.customerNotified),
    notYes: (question) => say(notYes, { question }),
    notMarkedComplete: say(words.notMarkedComplete),
    basicsFirst: say(words.basicsFirst),
    noCoverPhoto: say(words.noCoverPhoto),
    noMachineHours: say(words.noMachineHours),
    noComments: say(words.noComments),
    sides: { Left: say(words.leftSide), Right: say(words.rightSide) },
    bucketParts: {
      specifications: say(words.specifications),
      get: say(words.get),
      wearKit: say(words.wearKit),
      summary: say(words.summary),
    },
    notComplete: (part) => say(notComplete, { part }),
    partName: (name) => partNameIn(t, name),
  };
}
