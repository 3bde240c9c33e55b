import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import { INVALID_INPUT, INVALID_VALUE, NO_MEASUREMENT, NO_MEASUREMENTS } from '../../../rules/index.ts';

// The pitch extension screen's own lines (recording spec §5) in the inspector's language (decision 0065). The
// rules' short results ("No measurement", "Invalid value") are their own constants, so each is known exactly and
// written here; a text the rules add later shows as it comes.
export const pitchWords = defineMessages({
  errorPart: { id: 'rec.uc.errorPart', defaultMessage: 'Error fetching equipment part' },
  tapeMeasure: { id: 'pitch.tapeMeasure', defaultMessage: 'Tape Measure' },
  measurement: { id: 'pitch.measurement', defaultMessage: 'Measurement' },
  numberOfShoes: { id: 'pitch.numberOfShoes', defaultMessage: 'Number of Shoes' },
  tapeResult: { id: 'pitch.tape.result', defaultMessage: 'Tape measure pitch extension' },
  chooseShoes: {
    id: 'pitch.tape.chooseShoes',
    defaultMessage: 'Choose the number of shoes the measurement spans',
  },
  tapeName: { id: 'part.tapeMeasure', defaultMessage: 'Tape measure' },
  pitchGauge: { id: 'pitch.pitchGauge', defaultMessage: 'Pitch Gauge' },
  reading: { id: 'pitch.reading', defaultMessage: 'Reading' },
  addReading: { id: 'pitch.addReading', defaultMessage: 'ADD READING' },
  readings: { id: 'pitch.readings', defaultMessage: 'Pitch gauge readings' },
  gaugeAverage: { id: 'pitch.gauge.average', defaultMessage: 'Pitch gauge average' },
  gaugeName: { id: 'part.pitchGauge', defaultMessage: 'Pitch gauge' },
  outOfRange: {
    id: 'pitch.gauge.outOfRange',
    defaultMessage:
      'Reading not added: it would take the average wear out of the 0 to 250 % range. Check the reading.',
  },
});

export const pitchPhrases = {
  perShoe: defineMessage<{ length: string }>({
    id: 'pitch.tape.perShoe',
    defaultMessage: 'Pitch extension: {length} per shoe',
  }),
  average: defineMessage<{ length: string; count: number }>({
    id: 'pitch.gauge.averageLine',
    defaultMessage: 'Average: {length} ({count, plural, one {# reading} other {# readings}})',
  }),
  remove: defineMessage<{ length: string }>({
    id: 'pitch.gauge.remove',
    defaultMessage: 'Remove reading {length}',
  }),
};

const results = defineMessages({
  noMeasurement: { id: 'pitch.noMeasurement', defaultMessage: 'No measurement' },
  noMeasurements: { id: 'pitch.noMeasurements', defaultMessage: 'No measurements' },
  invalidInput: { id: 'pitch.invalidInput', defaultMessage: 'Invalid input' },
  invalidValue: { id: 'pitch.invalidValue', defaultMessage: 'Invalid value' },
});

const RESULT_OF: Readonly<Record<string, (typeof results)[keyof typeof results]>> = {
  [NO_MEASUREMENT]: results.noMeasurement,
  [NO_MEASUREMENTS]: results.noMeasurements,
  [INVALID_INPUT]: results.invalidInput,
  [INVALID_VALUE]: results.invalidValue,
};

/** One of the rules' pitch results in the language; any other text as it comes. */
export function pitchResultIn(intl: Pick<IntlShape, 'formatMessage'>, message: string): string {
  const own = RESULT_OF[message];
  return own ? intl.formatMessage(own) : message;
}
