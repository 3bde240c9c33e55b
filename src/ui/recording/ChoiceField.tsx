import { useId, useState } from 'react';
import { SavedMark } from './SavedMark.tsx';
import { useFieldSave } from './use-field-save.ts';

/** A radio group that saves on change and reverts when the save fails; the shared base of YES/NO and conditions. */
export function ChoiceField<V extends string>(props: {
  legend: string;
  options: readonly { value: V; label: string }[];
  selected: V;
  onSave: (value: V) => Promise<unknown>;
}) {
  const name = useId();
  const [pending, setPending] = useState<V | undefined>();
  const { state, run } = useFieldSave();
  // The choice shows until the stored value changes with it (or the save fails), never flicking back meanwhile.
  const [seen, setSeen] = useState(props.selected);
  if (seen !== props.selected) {
    setSeen(props.selected);
    setPending(undefined);
  }
  const shown = pending ?? props.selected;
  return (
    <fieldset className="choice-field">
      <legend>{props.legend}</legend>
      <div className="choice-options">
        {props.options.map((option) => (
          <label key={option.value} className="choice-option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={shown === option.value}
              onChange={async () => {
                setPending(option.value);
                if (!(await run(() => props.onSave(option.value)))) setPending(undefined);
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
        <SavedMark state={state} />
      </div>
    </fieldset>
  );
}
