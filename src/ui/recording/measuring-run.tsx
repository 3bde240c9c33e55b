import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  nextEmptyReading,
  previousReading,
  type EntryJudgement,
  type ReadingWritten,
} from '../../rules/index.ts';
import type { RunReading } from '../../worker/contract.ts';
import { useGauges } from '../gauges/GaugeProvider.tsx';
import { afterPaint } from '../shell/after-paint.ts';
import { useRunHolding } from './run-holding.tsx';
import { useStoredValue, ValueStore } from './value-store.ts';
import { typeAndEnter, typeText } from './typed-input.ts';

// The measuring run (decision 0054): a reading followed by Enter (or Tab) is saved by its field's own
// commit path and the next empty reading of the side takes the focus, on this screen or the next one. The walk's
// order comes from the worker (src/rules/measuring-walk.ts); here is only where the focus goes. A reading's field
// registers itself, so the run can focus it when it is on the screen, or open its screen and focus it on arrival.

/** A reading's field as the run drives it. */
export interface RunField {
  readonly focus: () => void;
  readonly hasFocus: () => boolean;
  /** A reading from a Bluetooth gauge: typed into the field, then Enter (Enter alone on what is in it: no text). */
  readonly receive: (text?: string) => void;
  /** A refused reading given back to its field, to be checked (the pitch gauge's box keeps no stored value). */
  readonly restore: (text: string) => void;
  /** It has the focus and text in it: a reading may be being typed. */
  readonly typing: () => boolean;
  /** Text typed before its field came (in the run's holding field): put in the field, as typed, without Enter. */
  readonly type: (text: string) => void;
}

/** What the run bar says. */
export interface RunStatus {
  /** The reading whose field has the focus. */
  readonly current: string | undefined;
  /**
   * The reading just taken and when its save began (its judgement shows for a moment), with its judgement as the
   * page made it from the run's facts when it could (decision 0076), or undefined.
   */
  readonly taken:
    | {
        readonly identifier: string;
        readonly at: number;
        readonly judgement?: EntryJudgement | null | undefined;
      }
    | undefined;
  /** Why the run stopped on the current field (a refused reading, a warning to confirm), or undefined. */
  readonly stopped: string | undefined;
  /** Every reading of the side is taken. */
  readonly finished: boolean;
}

/** What a field and the bar do with the run: the same functions for the run's whole life. */
interface RunActions {
  readonly register: (identifier: string, field: RunField) => () => void;
  readonly focused: (identifier: string) => void;
  /**
   * A reading saved (its save began at `since`, Date.now()): the run goes on, or stays on its field when the reading
   * is one of several (the pitch gauge's), its result shown either way.
   */
  readonly taken: (
    identifier: string,
    since: number,
    stay?: boolean,
    written?: readonly ReadingWritten[],
  ) => void;
  readonly stop: (identifier: string, why: string | undefined) => void;
  /**
   * A reading the run went on from was then refused by the write door: the run goes back and stops on it, with the
   * text refused given back to its field when there is one (its field may have left the screen meanwhile).
   */
  readonly failed: (identifier: string, why: string, text?: string) => void;
  readonly skip: () => void;
  readonly back: () => void;
  /**
   * The side's walk, the way to a reading's screen and how a reading just written is judged on the page (when it
   * can be), given by the run bar of the screen on show.
   */
  readonly follow: (
    walk: readonly RunReading[],
    open: (route: string) => void,
    judge?: RunJudge,
    predict?: RunPredict,
  ) => void;
  /** What a reading's save will write, told on the page before its answer (decision 0101), or undefined. */
  readonly predict: RunPredict;
  /** A gauge's reading for the field in focus; false when no reading of a run has the focus. */
  readonly deliver: (text: string) => boolean;
}

/** A reading's target judged with the values just written, or undefined when the page cannot judge it. */
export type RunJudge = (
  target: string,
  written: readonly ReadingWritten[],
) => EntryJudgement | null | undefined;

/**
 * What saving `value` (as sent to the worker) as reading `identifier` will write, from facts the worker gave in answer
 * to a read asked after `after` (Date.now(): the field's last save of it began then), or undefined when the page
 * cannot tell (decision 0101).
 */
export type RunPredict = (
  identifier: string,
  value: string,
  after: number,
) => readonly ReadingWritten[] | undefined;

interface Run extends RunActions {
  readonly status: RunStatus;
}

// Apart from what the bar says: a field needs only the run's functions, so a reading taken (the status changing)
// re-renders the bar and not every field of the screen.
const RunContext = createContext<RunActions | undefined>(undefined);
const IDLE: RunStatus = { current: undefined, taken: undefined, stopped: undefined, finished: false };
const RunStatusContext = createContext<ValueStore<RunStatus> | undefined>(undefined);
// Outside an inspection: nothing ever changes it
const IDLE_STORE = new ValueStore<RunStatus>(IDLE);

/** Around every screen of an inspection, so a run goes on across screens. */
export function MeasuringRunProvider({ children }: { children: ReactNode }) {
  const fields = useRef(new Map<string, RunField>());
  const walk = useRef<{
    readings: readonly RunReading[];
    open: (route: string) => void;
    judge: RunJudge | undefined;
    predict: RunPredict | undefined;
  }>({
    readings: [],
    open: () => undefined,
    judge: undefined,
    predict: undefined,
  });
  // Taken here but perhaps not yet in the walk the worker last gave: never offered again as empty.
  const filled = useRef(new Set<string>());
  const pending = useRef<string | undefined>(undefined);
  // A refused reading's text for its field, given to it when it registers (its screen opened again for it).
  const returned = useRef<{ identifier: string; text: string } | undefined>(undefined);
  // A reading refused while another was being typed: the run comes back to it at that one's end, not in the middle
  // of it (the rest of its keys went into the refused field, and the blur saved what was typed so far).
  const owed = useRef<{ identifier: string; why: string; text: string | undefined } | undefined>(undefined);
  // What the bar says: a store only the bar subscribes to, not a context (decision 0106)
  const [status] = useState(() => new ValueStore<RunStatus>(IDLE));
  const current = useRef<string | undefined>(undefined);
  // The reading the bar's result line last spoke of, and when (Date.now()): a reading that stays is taken only once its
  // save answers, and a later reading taken or stopped on meanwhile must keep the line.
  const said = useRef<{ identifier: string | undefined; at: number }>({ identifier: undefined, at: 0 });

  // The run's holding field (decision 0100): the focus waits there while the next reading's screen is on its way.
  const { holdingField, canHold, hold, letGo, holdInstead, heldFor, typingFor, putAway, deliver, handOver } =
    useRunHolding({ fieldsRef: fields, currentRef: current, pendingRef: pending });

  const goTo = useCallback(
    (reading: RunReading) => {
      const field = fields.current.get(reading.identifier);
      // Whatever it held was for a reading the run has left (SKIP, PREVIOUS)
      letGo(true);
      if (field) {
        field.focus();
        return putAway();
      }
      pending.current = reading.identifier;
      if (!canHold()) return walk.current.open(reading.route);
      current.current = reading.identifier;
      status.update((s) =>
        s.current === reading.identifier
          ? s
          : { ...s, current: reading.identifier, stopped: undefined, finished: false },
      );
      hold(reading.identifier);
      const { open } = walk.current;
      afterPaint(() => {
        if (pending.current === reading.identifier) open(reading.route);
      });
    },
    [putAway, letGo, canHold, hold, status],
  );

  const register = useCallback(
    (identifier: string, field: RunField) => {
      fields.current.set(identifier, field);
      if (returned.current?.identifier === identifier) {
        field.restore(returned.current.text);
        returned.current = undefined;
      }
      if (pending.current === identifier) {
        pending.current = undefined;
        const waiting = heldFor(identifier);
        if (waiting === undefined) field.focus();
        // In a task of its own, the focus with it (keys typed until then go on into the holding field): a field typed
        // into inside React's effects is set back to its state, and the reading was lost
        else setTimeout(() => handOver(identifier, waiting, field), 0);
      }
      return () => {
        if (fields.current.get(identifier) === field) fields.current.delete(identifier);
      };
    },
    [handOver, heldFor],
  );

  const focused = useCallback(
    (identifier: string) => {
      current.current = identifier;
      // Another reading taken up: a refused one is no longer given back to its field
      if (returned.current?.identifier !== identifier) returned.current = undefined;
      status.update((s) =>
        s.current === identifier ? s : { ...s, current: identifier, stopped: undefined, finished: false },
      );
    },
    [status],
  );

  const emptyWalk = () =>
    walk.current.readings.map((r) => (filled.current.has(r.identifier) ? { ...r, empty: false } : r));

  /** Back to a reading refused after the run went on: stopped on it with why, the text refused given back. */
  const comeBack = useCallback(
    (identifier: string, why: string, text: string | undefined) => {
      said.current = { identifier, at: Date.now() };
      letGo(false);
      status.set({ current: identifier, taken: undefined, stopped: why, finished: false });
      const reading = walk.current.readings.find((r) => r.identifier === identifier);
      if (!reading) return;
      const field = fields.current.get(identifier);
      // Its screen gone, or going (the next reading's screen on its way in): opened again for it
      const away = field === undefined || pending.current !== undefined;
      if (text !== undefined) {
        field?.restore(text);
        if (away) returned.current = { identifier, text };
      }
      field?.focus();
      if (!away) return putAway();
      pending.current = identifier;
      // The focus was waiting for the next screen: it now waits for this reading's, and keys typed meanwhile are its
      if (field === undefined && holdInstead(identifier)) current.current = identifier;
      else putAway();
      walk.current.open(reading.route);
    },
    [putAway, letGo, holdInstead, status],
  );

  const taken = useCallback(
    (identifier: string, since: number, stay = false, written: readonly ReadingWritten[] = []) => {
      filled.current.add(identifier);
      // A pitch gauge reading whose save answered after the next reading was taken: that one's result is the one shown
      // (the bar otherwise showed the gauge's and never the tape measure's, and the bench waited 30 s for it)
      if (stay && said.current.identifier !== identifier && said.current.at >= since) return;
      const back = owed.current;
      if (!stay && back) {
        owed.current = undefined;
        return comeBack(back.identifier, back.why, back.text);
      }
      said.current = { identifier, at: Date.now() };
      const next = stay ? undefined : nextEmptyReading(emptyWalk(), identifier);
      const target = walk.current.readings.find((r) => r.identifier === identifier)?.target;
      const judgement =
        target === undefined || written.length === 0 ? undefined : walk.current.judge?.(target, written);
      status.set({
        // A reading that stays (the pitch gauge's) is taken once its save answers: by then Enter on its emptied field
        // may have moved the focus on, and the bar must go on naming the reading in focus
        current: stay ? (current.current ?? identifier) : (next?.identifier ?? identifier),
        taken: { identifier, at: since, judgement },
        stopped: undefined,
        finished: !stay && next === undefined,
      });
      if (next) goTo(next);
    },
    [goTo, comeBack, status],
  );

  const stop = useCallback(
    (identifier: string, why: string | undefined) => {
      said.current = { identifier, at: Date.now() };
      status.update((s) => ({ ...s, current: identifier, stopped: why }));
    },
    [status],
  );

  const failed = useCallback(
    (identifier: string, why: string, text?: string) => {
      filled.current.delete(identifier);
      const at = current.current;
      if (at !== undefined && at !== identifier && (typingFor(at) || fields.current.get(at)?.typing())) {
        owed.current = { identifier, why, text };
        return status.update((s) => ({ ...s, stopped: why }));
      }
      comeBack(identifier, why, text);
    },
    [comeBack, typingFor, status],
  );

  const skip = useCallback(() => {
    const back = owed.current;
    owed.current = undefined;
    if (back) return comeBack(back.identifier, back.why, back.text);
    const next = nextEmptyReading(emptyWalk(), current.current);
    if (next) goTo(next);
    else status.update((s) => ({ ...s, finished: true }));
  }, [goTo, comeBack, status]);

  const back = useCallback(() => {
    const from = current.current;
    const previous = from === undefined ? undefined : previousReading(walk.current.readings, from);
    if (previous) goTo(previous);
  }, [goTo]);

  const follow = useCallback(
    (
      readings: readonly RunReading[],
      open: (route: string) => void,
      judge?: RunJudge,
      predict?: RunPredict,
    ) => {
      walk.current = { readings, open, judge, predict };
      // Once the worker has a reading taken here, its word is enough (a reading cleared later is empty again).
      for (const r of readings) if (!r.empty) filled.current.delete(r.identifier);
    },
    [],
  );

  const predict = useCallback<RunPredict>(
    (identifier, value, after) => walk.current.predict?.(identifier, value, after),
    [],
  );

  // A Bluetooth gauge's readings come to the field in focus while an inspection's screen is on show.
  const take = useGauges()?.take;
  useEffect(() => {
    if (!take) return;
    take(deliver);
    return () => take(undefined);
  }, [take, deliver]);

  const actions = useMemo(
    () => ({ register, focused, taken, stop, failed, skip, back, follow, predict, deliver }),
    [register, focused, taken, stop, failed, skip, back, follow, predict, deliver],
  );
  return (
    <RunContext.Provider value={actions}>
      <RunStatusContext.Provider value={status}>
        {children}
        {/* After the screen: the screen's own fields come first in the page's order */}
        {holdingField}
      </RunStatusContext.Provider>
    </RunContext.Provider>
  );
}

/** The run and what its bar says, where a screen is inside an inspection (undefined elsewhere). */
export function useMeasuringRun(): Run | undefined {
  const actions = useContext(RunContext);
  const status = useStoredValue(useContext(RunStatusContext) ?? IDLE_STORE);
  return useMemo(() => (actions ? { ...actions, status } : undefined), [actions, status]);
}

/**
 * The run's next field takes the focus without making the browser lay the page out there and then: focus's scroll
 * into view and the selection of an empty field's nothing each forced it, in the same task as the screen's render.
 * The field is brought into view at the next frame, with that frame's own layout; a reading already there (PREVIOUS)
 * is selected, so the next one typed replaces it.
 */
function focusReading(element: HTMLInputElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  if (element.value !== '') element.select();
  requestAnimationFrame(() => {
    if (document.activeElement === element) element.scrollIntoView({ block: 'nearest' });
  });
}

/**
 * A reading's field in the run: registers its input (focus, and a gauge's reading as if typed + Enter), says when
 * it has the focus, and tells whether a key goes on with the run: Enter always, Tab when a reading was typed.
 */
export function useRunField(
  identifier: string | undefined,
  input: { readonly current: HTMLInputElement | null },
  /** Takes back a refused reading's text (a field with no stored value to go back to). */
  restore?: (text: string) => void,
) {
  const run = useContext(RunContext);
  const register = run?.register;
  // The field's latest, without registering it again at each render
  const restoring = useRef(restore);
  useEffect(() => {
    restoring.current = restore;
  });
  useEffect(() => {
    if (identifier === undefined || register === undefined) return;
    return register(identifier, {
      focus: () => focusReading(input.current),
      hasFocus: () => input.current !== null && document.activeElement === input.current,
      receive: (text) => {
        if (input.current) typeAndEnter(input.current, text);
      },
      restore: (text) => restoring.current?.(text),
      typing: () =>
        input.current !== null &&
        document.activeElement === input.current &&
        input.current.value.trim() !== '',
      type: (text) => {
        if (input.current) typeText(input.current, text);
      },
    });
  }, [identifier, register, input]);
  if (identifier === undefined || run === undefined) return undefined;
  return {
    onFocus: () => run.focused(identifier),
    /** Enter, or Tab after a reading was typed: the key that ends a reading (not Shift+Tab, which goes back). */
    endsReading: (key: string, shift: boolean, typed: boolean) =>
      key === 'Enter' || (key === 'Tab' && !shift && typed),
    /**
     * Saved; `since` is when its save began (Date.now()): a read answered after it has judged it. `written`: the
     * values the save records, as it records them, to judge it on the page meanwhile.
     */
    taken: (since: number, stay?: boolean, written?: readonly ReadingWritten[]) =>
      run.taken(identifier, since, stay, written),
    /** What saving `value` will write, as the facts read after `after` tell it (decision 0101), or undefined. */
    predict: (value: string, after: number) => run.predict(identifier, value, after),
    skip: () => run.skip(),
    stop: (why: string | undefined) => run.stop(identifier, why),
    failed: (why: string, text?: string) => run.failed(identifier, why, text),
  };
}
