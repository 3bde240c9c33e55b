import { useId, useState } from 'react';
import { formatDateTime, formatDay } from '../../rules/index.ts';
import { ReadingConflictChoices } from './ConflictChoices.tsx';
import { FieldFoot } from './FieldFoot.tsx';
import { keepTogether } from './keep-together.ts';
import { useFieldSave } from './use-field-save.ts';
import { useReadOnly } from './read-only.tsx';
import { useRefusedField } from './refused-fields.tsx';

const pad = (n: number) => String(n).padStart(2, '0');

/** The value a date or datetime-local input shows for a stored ISO timestamp (local time). */
function toInput(iso: string | null | undefined, type: 'date' | 'datetime-local'): string {
  if (!iso) return '';
  if (type === 'date') return iso.slice(0, 10);
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The date in the box in the app's one format ("03 Dec 26 • 09:15AM", recording spec §9): the browser draws the box
 * in its own locale ("12/03/2026"), which read as another date beside the headers' "03 Dec 26".
 */
function readsAs(text: string, type: 'date' | 'datetime-local'): string {
  if (text === '') return '';
  return type === 'date' ? formatDay(text) : formatDateTime(new Date(text));
}

function toStored(text: string, type: 'date' | 'datetime-local'): string | undefined {
  if (type === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/**
 * A date (or date and time) that saves itself when changed; `validate` gives the spec's message ("Date cannot be in
 * the future"), which stays until the date is fixed (recording spec §5).
 */
export function DateField(props: {
  label: string;
  type: 'date' | 'datetime-local';
  value: string | null | undefined;
  onSave: (value: string | null) => Promise<unknown>;
  validate?: ((value: string) => string | undefined) | undefined;
  max?: string | undefined;
  /** The stored observation's externalId: another device's change of it is settled right under the field. */
  observation?: string | null | undefined;
}) {
  const id = useId();
  const readOnly = useReadOnly();
  const stored = toInput(props.value, props.type);
  const [text, setText] = useState(stored);
  const [message, setMessage] = useState<string | undefined>();
  const { state, run } = useFieldSave();
  // Shown but not recorded: MARK AS COMPLETE refuses while this is on the screen (decision 0039).
  useRefusedField(id, props.label, message);
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    setText(stored);
  }
  const commit = async (next: string) => {
    setText(next);
    if (next === stored) return setMessage(undefined);
    const value = next === '' ? null : toStored(next, props.type);
    if (value === undefined) return;
    // A refused date stays shown with its message until it is fixed; the stored date is kept.
    const why = value === null ? undefined : props.validate?.(value);
    setMessage(why);
    if (why !== undefined) return;
    if (!(await run(() => props.onSave(value)))) setText(stored);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className="field-row">
        <input
          id={id}
          className="date-input"
          type={props.type}
          value={text}
          max={props.max}
          readOnly={readOnly}
          aria-invalid={message !== undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => void commit(event.target.value)}
        />
        {/* Beside the box, or under it on a phone, with the saved mark or the refusal after the words. */}
        <div className="date-line">
          <span className="date-reads" data-testid="date-reads">
            {keepTogether(readsAs(text, props.type))}
          </span>
          <FieldFoot id={`${id}-message`} state={state} message={message} />
        </div>
      </div>
      <ReadingConflictChoices observation={props.observation} />
    </div>
  );
}
