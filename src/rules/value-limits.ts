import { entryById } from './catalogue.ts';
import { DataType, type DataTypeId } from './enums.ts';
import { thousands as count } from './numbers.ts';

// How long a stored value may be, by what its field holds: a comment, a number, a date, a checkbox, a
// photo's file name. Declared once here so the device refuses a value at the write door (worker, write-checks.ts)
// and the server refuses the same value in a save (413 naming the field): a device never sends what the server
// would turn down, and no client can store megabytes in a field that holds a number.

/** The most characters a value of each data type holds. */
export const VALUE_MAX_LENGTH: Readonly<Record<DataTypeId, number>> = {
  // A comment (the longest text field; a text line of the bucket specifications holds less).
  [DataType.string]: 20_000,
  // A decimal number as typed ("1234.5"), with room for a sign, an exponent and many decimals.
  [DataType.number]: 40,
  // An ISO date or timestamp ("2026-12-03T12:40:00.000Z" is 24).
  [DataType.date]: 40,
  // A photo's file name (a UUID and its extension, 40).
  [DataType.image]: 200,
  // "true" or "false".
  [DataType.boolean]: 5,
};

/** The longest value any field holds: the bound of a value whose field is not known. */
export const LONGEST_VALUE = Math.max(...Object.values(VALUE_MAX_LENGTH));

/** The most characters the field of an observable item holds. */
// decision 0046: what a field holds, by its data type
export function valueMaxLength(observableItemId: number): number {
  const entry = entryById(observableItemId);
  return entry === undefined ? LONGEST_VALUE : VALUE_MAX_LENGTH[entry.dataType];
}

/** Words for a value longer than its field holds, naming the field where it sits; undefined when it fits. */
// decision 0046: a value longer than its field is refused in words on the device and the server
export function valueTooLong(observableItemId: number, value: string): string | undefined {
  const max = valueMaxLength(observableItemId);
  if (value.length <= max) return undefined;
  const entry = entryById(observableItemId);
  const field =
    entry === undefined
      ? 'This field'
      : entry.description.endsWith(entry.label)
        ? entry.description
        : `${entry.description} / ${entry.label}`;
  return `${field} holds at most ${count(max)} characters; this value has ${count(value.length)}`;
}
