import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime, formatDay, type DateKind } from '../../rules/index.ts';
import { DateInput, type DateTyped } from './DateInput.tsx';
import { ReadingConflictChoices } from './ConflictChoices.tsx';
import { FieldFoot } from './FieldFoot.tsx';
import { keepTogether } from './keep-together.ts';
import { useFieldSave } from './use-field-save.ts';
import { useReadOnly } from './read-only.tsx';
import { useRefusedField } from './refused-fields.tsx';

/**
 * The date under the box in the app's one format ("03 Dec 26 • 09:15AM", recording spec §9), beside the headers'
 * "03 Dec 26", so the typed numbers can be checked against the month's name.
 */
function readsAs(stored: string | null | undefined, kind: DateKind, locale: string): string {
  if (!stored) return '';
  return kind === 'date' ? formatDay(stored.slice(0, 10), locale) : formatDateTime(new Date(stored), locale);
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
  const intl = useIntl();
  const readOnly = useReadOnly();
  const kind: DateKind = props.type === 'date' ? 'date' : 'datetime';
  // What the box holds once taken: the stored value, or a date refused by `validate` and shown with its message.
  const [held, setHeld] = useState<string | null | undefined>(props.value);
  const [message, setMessage] = useState<string | undefined>();
  // Typed text that is no date: the words under the box say nothing rather than the date it replaced.
  const [noDate, setNoDate] = useState(false);
  const { state, run } = useFieldSave();
  // Shown but not recorded: MARK AS COMPLETE refuses while this is on the screen (decision 0039).
  useRefusedField(id, props.label, message);
  const [seen, setSeen] = useState(props.value);
  if (seen !== props.value) {
    setSeen(props.value);
    setHeld(props.value);
  }
  const commit = async (typed: DateTyped) => {
    setNoDate(typed.kind === 'refused');
    if (typed.kind === 'refused') return setMessage(typed.message);
    const value = typed.value;
    setHeld(value);
    if (value === (props.value ?? null)) return setMessage(undefined);
    // A refused date stays shown with its message until it is fixed; the stored date is kept.
    const why = value === null ? undefined : props.validate?.(value);
    setMessage(why);
    if (why !== undefined) return;
    if (!(await run(() => props.onSave(value)))) setHeld(props.value);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className="field-row">
        <DateInput
          id={id}
          kind={kind}
          className="date-input"
          value={held}
          max={props.max}
          readOnly={readOnly}
          invalid={message !== undefined}
          describedBy={message ? `${id}-message` : undefined}
          onCommit={(typed) => void commit(typed)}
        />
        {/* Beside the box, or under it on a phone, with the saved mark or the refusal after the words. */}
        <div className="date-line">
          <span className="date-reads" data-testid="date-reads">
            {keepTogether(readsAs(noDate ? null : held, kind, intl.locale))}
          </span>
          <FieldFoot id={`${id}-message`} state={state} message={message} />
        </div>
      </div>
      <ReadingConflictChoices observation={props.observation} />
    </div>
  );
}
