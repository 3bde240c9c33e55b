import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { defineMessages } from 'react-intl';
import { SOURCE_LANGUAGE } from '../../i18n/languages.ts';
import type { SaysWords } from '../../i18n/says-words.ts';

// One truth per field (decision 0039): a field that shows a refused value (its validation message under it) holds
// a value that is not recorded. While one is on the screen, the screen's MARK AS COMPLETE refuses and names it, so a
// section is never completed with a value the inspector saw but the device does not have. The fields report here
// themselves, so no screen keeps a list of its own.

/** A field showing a value that is not recorded: its label and the message under it. */
export interface RefusedField {
  readonly label: string;
  readonly message: string;
  /** The input, to bring it into view. */
  readonly inputId: string;
}

interface Registry {
  readonly refused: readonly RefusedField[];
  readonly set: (key: string, field: RefusedField | undefined) => void;
}

const RefusedFieldsContext = createContext<Registry | undefined>(undefined);

/** Around every screen of an inspection: the fields of the screen on show report their refusals here. */
export function RefusedFieldsProvider({ children }: { children: ReactNode }) {
  const [byKey, setByKey] = useState<ReadonlyMap<string, RefusedField>>(new Map());
  const set = useCallback((key: string, field: RefusedField | undefined) => {
    setByKey((current) => {
      if (field === undefined && !current.has(key)) return current;
      const next = new Map(current);
      if (field === undefined) next.delete(key);
      else next.set(key, field);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ refused: [...byKey.values()], set }), [byKey, set]);
  return <RefusedFieldsContext.Provider value={value}>{children}</RefusedFieldsContext.Provider>;
}

/**
 * A field reports the refused value it shows (message set) until it is fixed, cleared or leaves the screen. A layout
 * effect, so the report is in place before a tap that blurred the field reaches MARK AS COMPLETE.
 */
export function useRefusedField(inputId: string, label: string, message: string | undefined): void {
  const set = useContext(RefusedFieldsContext)?.set;
  useLayoutEffect(() => {
    if (set === undefined) return;
    set(inputId, message === undefined ? undefined : { label, message, inputId });
    return () => set(inputId, undefined);
  }, [set, inputId, label, message]);
}

/** The fields on the screen that show a refused value, in the order they reported. */
export function useRefusedFields(): readonly RefusedField[] {
  return useContext(RefusedFieldsContext)?.refused ?? [];
}

const words = defineMessages({
  notRecorded: {
    id: 'rec.refused.notRecorded',
    defaultMessage:
      '{count, plural, one {{list} shows a value that is not recorded} other {{list} show values that are not recorded}}',
  },
  refusal: {
    id: 'rec.refused.refusal',
    defaultMessage:
      'Not marked complete: {fields}. Correct or clear {count, plural, one {it} other {them}} first.',
  },
  leave: {
    id: 'rec.refused.leave',
    defaultMessage: '{fields}: leave without {count, plural, one {it} other {them}}?',
  },
});

/** The fields in their own labels, and what they show: "Tonnage and BCM show values that are not recorded". */
function notRecorded(fields: readonly RefusedField[], t: SaysWords): string {
  const names = fields.map((f) => f.label);
  // The spec's English has no comma before "and"; another language lists as its own grammar does ("y", "e").
  const list =
    t.locale === SOURCE_LANGUAGE && names.length > 1
      ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
      : t.formatList(names, { type: 'conjunction' });
  return t.formatMessage(words.notRecorded, { count: names.length, list });
}

/** What the inspector reads when completing is refused: which fields, in their own labels. */
export function refusalText(fields: readonly RefusedField[], t: SaysWords): string {
  return t.formatMessage(words.refusal, { fields: notRecorded(fields, t), count: fields.length });
}

/**
 * Whether leaving `from` for `to` asks first: a field on the screen shows a refused value, and the move leaves the
 * screen (another path; a change of the query alone keeps the screen and its field).
 */
export function asksBeforeLeaving(refused: readonly RefusedField[], from: string, to: string): boolean {
  return refused.length > 0 && from.replace(/\/+$/, '') !== to.replace(/\/+$/, '');
}

/** What leaving (DONE, BACK, the back gesture, a link) asks on a screen with a refused value: the typed value goes with the screen. */
export function leaveText(fields: readonly RefusedField[], t: SaysWords): string {
  return t.formatMessage(words.leave, { fields: notRecorded(fields, t), count: fields.length });
}
