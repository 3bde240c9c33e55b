import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { decimalMarkOf, validateInput, type InputKind, type ReadingWritten } from '../../rules/index.ts';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { withDecimalMark } from '../../rules/locale-format.ts';
import { inputMessage } from './input-words.ts';
import { useReadOnly } from './read-only.tsx';
import { useRefusedField } from './refused-fields.tsx';
import { ReadingConflictChoices } from './ConflictChoices.tsx';
import { FieldFoot } from './FieldFoot.tsx';
import { useFieldSave } from './use-field-save.ts';
import { useRunField } from './measuring-run.tsx';
import { useSaveWhileTyping } from './use-save-while-typing.ts';

const words = defineMessages({
  notSaved: {
    id: 'rec.numeric.notSaved',
    defaultMessage: 'Not saved (the alert says why): take the reading again.',
  },
});
const keep = defineMessage<{ warning: string }>({
  id: 'rec.numeric.keep',
  defaultMessage: '{warning} Press Enter again to keep it and go on.',
});

/**
 * recording spec §5 numeric input: integer takes only digits, float one decimal point, on the numeric keypad. On blur
 * the value is validated; a value that fails is refused with its message, which stays until the value is fixed: the
 * text stays as typed (never silently changed, as "12.5" to 125) and the stored value is kept. Otherwise it saves. A
 * well-formed value is also saved while typing (after a pause, and when the page is hidden or reloaded), so nothing
 * typed is lost; only the blur shows what is wrong with one that is not.
 */
export function NumericField(props: {
  label: string;
  unit?: string | undefined;
  kind: InputKind;
  value: string | null | undefined;
  onSave: (value: string | null) => Promise<unknown>;
  /**
   * A further check of a well-formed number; returns the spec's message when it fails. `typing` is true for the
   * check made at each keystroke of a refused value: it only clears the refusal, so it warns of nothing.
   */
  validate?: ((value: number, typing?: boolean) => string | undefined) | undefined;
  disabled?: boolean | undefined;
  hint?: ReactNode;
  /** The reading's path when it is a reading of a measuring run (Enter or Tab saves it and goes on). */
  reading?: string | undefined;
  /** A plausibility warning of a kept value: in a run it stops once on the field, and Enter again goes on. */
  warn?: ((value: number) => string | undefined) | undefined;
  /** The stored observation's externalId: another device's change of it is settled right under the field. */
  observation?: string | null | undefined;
  /** What saving a checked value records, as it records it: a run judges a worn length from it (decision 0076). */
  written?: ((value: string) => readonly ReadingWritten[]) | undefined;
}) {
  const id = useId();
  const intl = useIntl();
  // The language's decimal mark: "12,5" is 12.5 in Spanish and Portuguese (decisions 0053, 0065).
  const mark = decimalMarkOf(intl.locale);
  /** What the field makes of a typed text: the one parse every check and save of the field goes through. */
  const readTyped = (typed: string, kind: InputKind) => {
    const checked = validateInput(typed, kind, mark);
    return checked.ok ? checked : { ...checked, message: inputMessage(checked.message, mark, intl) };
  };
  const notSaved = intl.formatMessage(words.notSaved);
  const readOnly = useReadOnly();
  // The stored value as the language writes it ("48,9" in Spanish): shown, and compared with what is typed.
  const stored =
    props.kind === 'float' ? withDecimalMark(props.value ?? '', intl.locale) : (props.value ?? '');
  const [text, setText] = useState(stored);
  const [focused, setFocused] = useState(false);
  const [message, setMessage] = useState<string | undefined>();
  const { state, run } = useFieldSave();
  const input = useRef<HTMLInputElement>(null);
  // The text last sent by Enter: the blur that follows as the run moves on must not send it again.
  const sent = useRef<string | undefined>(undefined);
  // The text whose warning was asked once: Enter again with it goes on.
  const asked = useRef<string | undefined>(undefined);
  useEffect(() => {
    sent.current = undefined;
  }, [stored]);
  // Shown but not recorded: MARK AS COMPLETE refuses while this is on the screen (decision 0039).
  useRefusedField(id, props.label, message);
  // A new stored value (saved here or elsewhere) replaces the text unless the inspector is typing or fixing it.
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    if (!focused && message === undefined) setText(stored);
  }

  // Quietly: a value that is not (yet) acceptable waits for the blur, which says why.
  const autosave = useSaveWhileTyping(
    text,
    // A text sent by Enter is being stored: leaving the screen before its stored value comes back sends it once more
    (typed) => typed.trim() !== stored.trim() && typed !== sent.current,
    async (typed) => {
      const checked = readTyped(typed, props.kind);
      if (!checked.ok || checked.empty || props.validate?.(Number(checked.value)) !== undefined) return false;
      return run(() => props.onSave(checked.value));
    },
  );
  /** Why a text is refused (the spec's message), or undefined when it is acceptable. */
  const refusal = (typed: string, typing = false): string | undefined => {
    const checked = readTyped(typed, props.kind);
    if (!checked.ok) return checked.message;
    return checked.empty ? undefined : props.validate?.(Number(checked.value), typing);
  };
  /** Validates and saves what is typed: 'refused' (its message shown), 'failed', 'saved' or 'unchanged'. */
  const commit = async (typed = text): Promise<'refused' | 'failed' | 'saved' | 'unchanged'> => {
    if (typed.trim() === stored.trim() || typed === sent.current) {
      setMessage(undefined);
      return 'unchanged';
    }
    if (autosave.isSaving(typed)) return 'saved';
    const checked = readTyped(typed, props.kind);
    const why = refusal(typed);
    if (!checked.ok || why !== undefined) {
      setMessage(why);
      return 'refused';
    }
    setMessage(undefined);
    sent.current = typed;
    if (await run(() => props.onSave(checked.empty ? null : checked.value))) return 'saved';
    sent.current = undefined;
    setText(stored);
    return 'failed';
  };
  const runField = useRunField(props.reading, input);
  const writtenOf = (checked: ReturnType<typeof readTyped>) =>
    checked.ok && !checked.empty ? props.written?.(checked.value) : undefined;
  /** Enter (or Tab, or a gauge's reading) in a run: save through the same commit, then go on or stop here. */
  const endReading = async (typed: string) => {
    if (!runField) return;
    const since = Date.now();
    const checked = readTyped(typed, props.kind);
    const warning = checked.ok && !checked.empty ? props.warn?.(Number(checked.value)) : undefined;
    const asks = warning !== undefined && asked.current !== typed;
    // A reading its checks keep goes on at once (decision 0060): its save runs while the next field comes up, and
    // one the write door then refuses brings the run back to it with the alert
    if (typed.trim() !== '' && refusal(typed) === undefined && !asks) {
      const unchanged = typed.trim() === stored.trim() || typed === sent.current;
      const saving = commit(typed);
      runField.taken(unchanged ? 0 : since, false, writtenOf(checked));
      if ((await saving) === 'failed') runField.failed(notSaved);
      return;
    }
    const outcome = await commit(typed);
    if (outcome === 'refused') return runField.stop(refusal(typed));
    // The write door refused it: the alert says why, the field went back to what is stored
    if (outcome === 'failed') return runField.stop(notSaved);
    // Enter on a reading left empty passes it by, as Skip does
    if (typed.trim() === '') return runField.skip();
    if (warning !== undefined && asks) {
      asked.current = typed;
      return runField.stop(intl.formatMessage(keep, { warning }));
    }
    runField.taken(outcome === 'saved' ? since : 0, false, writtenOf(checked));
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label}
        {props.unit ? <span className="unit"> ({props.unit})</span> : null}
      </label>
      <div className="field-row numeric-row">
        <input
          ref={input}
          id={id}
          className="numeric-input"
          type="text"
          inputMode={props.kind === 'integer' ? 'numeric' : props.kind === 'float' ? 'decimal' : 'text'}
          autoComplete="off"
          value={text}
          disabled={props.disabled}
          readOnly={readOnly}
          aria-invalid={message !== undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onFocus={() => {
            setFocused(true);
            runField?.onFocus();
          }}
          onKeyDown={(event) => {
            // The input's own text: a gauge's reading typed just before its Enter is not in the state yet
            const typed = event.currentTarget.value;
            if (!runField?.endsReading(event.key, event.shiftKey, typed.trim() !== stored.trim())) return;
            event.preventDefault();
            void endReading(typed);
          }}
          onChange={(event) => {
            setText(event.target.value);
            // A refused value, once corrected, loses its red border and message at once, not at the next blur.
            if (message !== undefined && refusal(event.target.value, true) === undefined)
              setMessage(undefined);
          }}
          onBlur={() => {
            setFocused(false);
            void commit();
          }}
        />
        <FieldFoot id={`${id}-message`} state={state} message={message} />
      </div>
      <ReadingConflictChoices observation={props.observation} />
      {props.hint}
    </div>
  );
}
