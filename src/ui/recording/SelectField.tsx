import { defineMessages, useIntl } from 'react-intl';
import { useId, useState } from 'react';
import { useReadOnly } from './read-only.tsx';
import { SavedMark } from './SavedMark.tsx';
import { useFieldSave } from './use-field-save.ts';

const words = defineMessages({ choose: { id: 'rec.field.choose', defaultMessage: 'Choose…' } });

/** How long a saved choice is shown before the stored value speaks again, if the read-back did not change it. */
const CHOICE_READ_BACK_MS = 2_000;

/** A choice from a list that saves itself on change (recording spec §5: a select clears on InvalidInput). */
export function SelectField(props: {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string | null | undefined;
  onSave: (value: string | null) => Promise<unknown>;
}) {
  const id = useId();
  const intl = useIntl();
  const readOnly = useReadOnly();
  const { state, run } = useFieldSave();
  // The choice shows from the tap until the stored value is read back. Tied only to the stored value, the select
  // snapped back to "Choose…" for the ~300 ms of a save, as if the choice had been refused. A refused one reverts.
  const stored = props.value ?? '';
  const [chosen, setChosen] = useState<{ value: string; over: string } | null>(null);
  if (chosen !== null && chosen.over !== stored) setChosen(null);
  const shown = chosen !== null && chosen.over === stored ? chosen.value : stored;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className="field-row">
        <select
          id={id}
          className="select-input"
          value={shown}
          disabled={readOnly}
          onChange={(event) => {
            const mine = { value: event.target.value, over: stored };
            setChosen(mine);
            void run(() => props.onSave(mine.value || null)).then((saved) => {
              // Refused: the stored value at once. Saved: it is read back; should it not change, the display
              // still goes back to what is stored, so the screen never shows a choice the record does not hold.
              const forget = () => setChosen((current) => (current === mine ? null : current));
              if (saved) setTimeout(forget, CHOICE_READ_BACK_MS);
              else forget();
            });
          }}
        >
          <option value="">{intl.formatMessage(words.choose)}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <SavedMark state={state} />
      </div>
    </div>
  );
}
