import { useId } from 'react';
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
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className="field-row">
        <select
          id={id}
          className="select-input"
          value={props.value ?? ''}
          disabled={readOnly}
          onChange={(event) => void run(() => props.onSave(event.target.value || null))}
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
