import { useId } from 'react';
import { useReadOnly } from './read-only.tsx';
import { SavedMark } from './SavedMark.tsx';
import { useFieldSave } from './use-field-save.ts';
import { usePendingChoice } from './use-pending-choice.ts';

/** A radio group that saves on change and reverts when the save fails; the shared base of YES/NO and conditions. */
export function ChoiceField<V extends string>(props: {
  legend: string;
  options: readonly { value: V; label: string }[];
  selected: V;
  onSave: (value: V) => Promise<unknown>;
}) {
  const name = useId();
  const readOnly = useReadOnly();
  const { state, run } = useFieldSave();
  // The choice shows until the stored value follows it (or the save fails), never flicking back meanwhile.
  const { pending, choose, settle } = usePendingChoice<V, V>(
    props.selected,
    (stored, choice) => stored === choice,
  );
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
              disabled={readOnly}
              onChange={async () => {
                choose(option.value);
                settle(await run(() => props.onSave(option.value)));
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
