import { useId, useState } from 'react';
import { useReadOnly } from './read-only.tsx';
import { SavedMark } from './SavedMark.tsx';
import { useFieldSave } from './use-field-save.ts';

/** A choice from a list that saves itself on change (recording spec §5: a select clears on InvalidInput). */
export function SelectField(props: {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string | null | undefined;
  onSave: (value: string | null) => Promise<unknown>;
}) {
  const id = useId();
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
            const value = event.target.value;
            setChosen({ value, over: stored });
            void run(() => props.onSave(value || null)).then((saved) => {
              if (!saved) setChosen(null);
            });
          }}
        >
          <option value="">Choose…</option>
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
