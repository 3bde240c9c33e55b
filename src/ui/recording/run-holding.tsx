import { useCallback, useRef, type RefObject } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import type { RunField } from './measuring-run.tsx';
import { typeAndEnter } from './typed-input.ts';

// The measuring run's holding field (decision 0100): while the next reading's screen is on its way, the focus waits
// here, so Enter's result shows at once and the screen follows after that frame is painted; what is typed meanwhile
// (and readings ended with Enter) is handed to the reading's field when it comes.

/** The reading the holding field waits for, and the readings ended (Enter, Tab) in it meanwhile, in order. */
export interface Held {
  readonly identifier: string;
  readonly ended: string[];
}

const holdingLabel = defineMessage({ id: 'rec.run.holding', defaultMessage: 'Next reading' });

/** The run's own state the holding field reads: the fields on the screen, the reading in focus, the one on its way. */
interface RunRefs {
  readonly fieldsRef: RefObject<Map<string, RunField>>;
  readonly currentRef: RefObject<string | undefined>;
  readonly pendingRef: RefObject<string | undefined>;
}

/** The holding field, and how the run holds and hands over through it; `holdingField` goes after the screen. */
export function useRunHolding({ fieldsRef: fields, currentRef: current, pendingRef }: RunRefs) {
  const holding = useRef<HTMLInputElement>(null);
  const held = useRef<Held | undefined>(undefined);
  // Out of the page (`hidden`) but while it holds: a screen reader's list of fields, and a test's first text box,
  // never meet it on a screen whose own fields are still coming. Called once the focus has gone elsewhere.
  const putAway = useCallback(() => {
    const input = holding.current;
    if (!input) return;
    input.value = '';
    input.hidden = true;
  }, []);

  /** The focus waits for `identifier` in the holding field (shown for it), unless there is no holding field. */
  const hold = useCallback((identifier: string) => {
    const input = holding.current;
    if (!input) return false;
    held.current = { identifier, ended: [] };
    input.hidden = false;
    input.focus({ preventScroll: true });
    return true;
  }, []);
  /** Nothing is held any more; `clear`: what was typed in it goes too (it was for a reading the run has left). */
  const letGo = useCallback((clear: boolean) => {
    held.current = undefined;
    if (clear && holding.current) holding.current.value = '';
  }, []);
  /** The focus waiting in the holding field now waits for `identifier` instead, keys typed meanwhile its. */
  const holdInstead = useCallback((identifier: string) => {
    const input = holding.current;
    if (input === null || document.activeElement !== input) return false;
    input.value = '';
    held.current = { identifier, ended: [] };
    return true;
  }, []);
  /** What is held for `identifier`, if the holding field waits for it. */
  const heldFor = useCallback(
    (identifier: string) => (held.current?.identifier === identifier ? held.current : undefined),
    [],
  );
  /** Text is being typed in the holding field for `identifier`. */
  const typingFor = useCallback(
    (identifier: string | undefined) =>
      held.current !== undefined &&
      held.current.identifier === identifier &&
      (holding.current?.value.trim() ?? '') !== '',
    [],
  );
  const canHold = useCallback(() => holding.current !== null, []);

  const holds = () => held.current !== undefined && document.activeElement === holding.current;
  const fieldInFocus = useCallback(() => {
    const at = current.current;
    const field = at === undefined ? undefined : fields.current.get(at);
    return field?.hasFocus() ? field : undefined;
  }, [current, fields]);

  /** A gauge's reading (or one ended in the holding field): ended where the focus is; false when on no reading. */
  const deliver = useCallback(
    (text: string) => {
      const input = holding.current;
      if (input && holds()) {
        typeAndEnter(input, text);
        return true;
      }
      const field = fieldInFocus();
      field?.receive(text);
      return field !== undefined;
    },
    [fieldInFocus],
  );
  /** Text typed into the holding field after the readings it held: to the field the run has gone to, or kept. */
  const typeInFocus = useCallback(
    (text: string) => {
      const input = holding.current;
      if (input && holds()) input.value = text;
      else fieldInFocus()?.type(text);
    },
    [fieldInFocus],
  );

  /** What the holding field holds, given to the reading's field now on the screen, in the order typed. */
  const handOver = useCallback(
    (identifier: string, waiting: Held, field: RunField) => {
      // The run went elsewhere meanwhile (SKIP, PREVIOUS, a refused reading brought back)
      if (held.current !== waiting) return;
      if (fields.current.get(identifier) !== field) {
        pendingRef.current = identifier;
        return;
      }
      held.current = undefined;
      const input = holding.current;
      const typed = input?.value ?? '';
      // The focus moves on only from the holding field (a tap elsewhere meanwhile is the inspector's)
      if (input === null || document.activeElement === input) field.focus();
      putAway();
      const [first, ...rest] = waiting.ended;
      if (first === undefined) {
        if (typed !== '') field.type(typed);
        return;
      }
      // Each reading ended meanwhile takes its field's one path; those after the first go where the run has gone, as
      // a Bluetooth gauge's readings do, and what was typed after them goes on there
      field.receive(first);
      for (const text of rest) deliver(text);
      if (typed !== '') typeInFocus(typed);
    },
    [deliver, typeInFocus, putAway, fields, pendingRef],
  );

  const intl = useIntl();
  const holdingField = (
    <input
      ref={holding}
      // Shown only while it holds (`putAway`, the run's `goTo`): set here once, then by the run alone
      hidden
      className="visually-hidden"
      data-testid="run-holding"
      aria-label={intl.formatMessage(holdingLabel)}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      tabIndex={-1}
      onKeyDown={(event) => {
        const input = event.currentTarget;
        const typed = input.value;
        if (!(event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey && typed.trim() !== '')))
          return;
        if (held.current) {
          event.preventDefault();
          input.value = '';
          held.current.ended.push(typed);
          return;
        }
        // Nothing held: its text went to the reading's field as it came, and the key follows it there (a key sent
        // to the holding field after the focus moved on); Enter alone on what the field has. With no field to go
        // to, the text stays where it is.
        const at = current.current;
        const field = at === undefined ? undefined : fields.current.get(at);
        if (!field) return;
        event.preventDefault();
        field.focus();
        putAway();
        field.receive(typed === '' ? undefined : typed);
      }}
    />
  );
  return {
    holdingField,
    canHold,
    hold,
    letGo,
    holdInstead,
    heldFor,
    typingFor,
    putAway,
    deliver,
    handOver,
  };
}
