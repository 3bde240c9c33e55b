import { useId, type ReactNode } from 'react';
import { isChecked } from '../../rules/index.ts';
import { useReadOnly } from './read-only.tsx';
import { SavedMark } from './SavedMark.tsx';
import { useFieldSave } from './use-field-save.ts';
import { usePendingChoice } from './use-pending-choice.ts';

/**
 * recording spec §4: a checkbox stored as true/false text; unchecking deletes its child observations (the worker
 * does that in the same transaction). The children show only while it is checked.
 */
export function CheckboxField(props: {
  label: string;
  value: string | null | undefined;
  onSave: (checked: boolean) => Promise<unknown>;
  children?: ReactNode;
}) {
  const id = useId();
  const readOnly = useReadOnly();
  const { state, run } = useFieldSave();
  // The choice shows until the stored value follows it (or the save fails), never flicking back meanwhile.
  const { pending, choose, settle } = usePendingChoice<string | null | undefined, boolean>(
    props.value,
    (stored, choice) => isChecked(stored) === choice,
  );
  const checked = pending ?? isChecked(props.value);
  return (
    <div className="field checkbox-field">
      <div className="field-row">
        <label htmlFor={id} className="checkbox-label">
          <input
            id={id}
            type="checkbox"
            checked={checked}
            disabled={readOnly}
            onChange={async (event) => {
              const next = event.target.checked;
              choose(next);
              settle(await run(() => props.onSave(next)));
            }}
          />
          <span>{props.label}</span>
        </label>
        <SavedMark state={state} />
      </div>
      {checked && props.children ? <div className="checkbox-children">{props.children}</div> : null}
    </div>
  );
}
