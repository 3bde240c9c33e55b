import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

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

/** The fields in their own labels, and what they show: "Tonnage and BCM show values that are not recorded". */
function notRecorded(fields: readonly RefusedField[]): string {
  const names = fields.map((f) => f.label);
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const verb =
    names.length === 1 ? 'shows a value that is not recorded' : 'show values that are not recorded';
  return `${list} ${verb}`;
}

/** What the inspector reads when completing is refused: which fields, in their own labels. */
export function refusalText(fields: readonly RefusedField[]): string {
  return `Not marked complete: ${notRecorded(fields)}. Correct or clear ${fields.length === 1 ? 'it' : 'them'} first.`;
}

/**
 * Whether leaving `from` for `to` asks first: a field on the screen shows a refused value, and the move leaves the
 * screen (another path; a change of the query alone keeps the screen and its field).
 */
export function asksBeforeLeaving(refused: readonly RefusedField[], from: string, to: string): boolean {
  return refused.length > 0 && from.replace(/\/+$/, '') !== to.replace(/\/+$/, '');
}

/** What leaving (DONE, BACK, the back gesture, a link) asks on a screen with a refused value: the typed value goes with the screen. */
export function leaveText(fields: readonly RefusedField[]): string {
  return `${notRecorded(fields)}: leave without ${fields.length === 1 ? 'it' : 'them'}?`;
}
