import {
  labelWithoutUnit,
  LENGTH_SYMBOL,
  lengthFieldText,
  toMm,
  unitIdOf,
  type LengthUnit,
  type ReadingWritten,
} from '../../rules/index.ts';
import { useLengthUnit } from '../storage/length-unit.tsx';
import { NumericField } from './NumericField.tsx';

/**
 * A length measured by the inspector (worn length, plate thickness, tape measure), in the unit chosen in Settings
 * (decision 0053): the stored reading is shown in that unit (as typed when measured in it), what is typed is saved
 * as typed with that unit, and the checks of the part's range are made in millimetres.
 */
export function LengthField(props: {
  label: string;
  /** The stored reading; with its externalId, another device's change of it is settled under the field. */
  value:
    | { readonly externalId?: string; readonly value: string | null; readonly unitId?: number | null }
    | null
    | undefined;
  onSave: (value: string | null, unit: LengthUnit) => Promise<unknown>;
  /** A check of the length in millimetres; returns the message when it fails (as NumericField's validate). */
  validate?: ((mm: number, typing?: boolean) => string | undefined) | undefined;
  /** The reading's place in a measuring run (NumericField's `reading`). */
  reading?: string | undefined;
  /** A plausibility warning for the length in millimetres, asked once in a measuring run. */
  warn?: ((mm: number) => string | undefined) | undefined;
  /**
   * What its save records for a run to judge on the page, from the text as stored and its unit's id; by default the
   * reading itself (a worn length).
   */
  written?: ((value: string, unitId: number) => readonly ReadingWritten[]) | undefined;
}) {
  const units = useLengthUnit();
  const { validate, warn, reading } = props;
  return (
    <NumericField
      // A change of unit shows the stored reading anew in the other unit.
      key={units}
      // The unit in the name itself: a refusal names the field with it ("Worn Length (in) shows a value…").
      label={`${labelWithoutUnit(props.label)} (${LENGTH_SYMBOL[units]})`}
      kind="float"
      value={lengthFieldText(props.value?.value, props.value?.unitId, units)}
      onSave={(value) => props.onSave(value, units)}
      validate={validate ? (n, typing) => validate(toMm(n, units), typing) : undefined}
      reading={props.reading}
      observation={props.value?.externalId}
      warn={warn ? (n) => warn(toMm(n, units)) : undefined}
      // Recorded as typed, trimmed, with the unit's id (the write door's storedText and lengthUnitId)
      written={(value) =>
        props.written
          ? props.written(value.trim(), unitIdOf(units))
          : reading
            ? [{ identifier: reading, value: value.trim(), unitId: unitIdOf(units) }]
            : []
      }
    />
  );
}
