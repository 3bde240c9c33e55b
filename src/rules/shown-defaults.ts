// The values a screen shows chosen before the inspector chooses anything (recording spec §3 Enums: visual condition
// default Good, YES/NO radio default NO; §4: a changeout's same parts is NO). What the screen shows is what is
// recorded (decision 0039): once the item a default belongs to is touched or completed, the default is written as
// an observation like any other, so summaries, review, report and server see it. The list lives here only: the
// fields show these values and the worker writes them.
import { LOCK_OFF, LOCK_ON } from './catalogue-basics.ts';
import { catalogue, entryByIdentifier } from './catalogue.ts';
import type { CatalogueEntry } from './catalogue-types.ts';
import { checkboxValue, getChangeoutValue } from './checkbox.ts';
import { DEFAULT_VISUAL_CONDITION, DEFAULT_YES_NO } from './enums.ts';

/** recording spec §2 Lock On and Lock Off: the YES/NO questions (the other booleans are checkboxes). */
const YES_NO_QUESTIONS: ReadonlySet<string> = new Set([
  LOCK_ON.lockedOn,
  LOCK_ON.notifiedCustomer,
  LOCK_OFF.lockedOff,
  LOCK_OFF.notifiedCustomer,
]);

// recording spec §3 Enums and §4: the value a field shows before anything is recorded, as stored (none: undefined)
export function shownDefault(identifier: string): string | undefined {
  if (YES_NO_QUESTIONS.has(identifier)) return checkboxValue(DEFAULT_YES_NO === 'YES');
  if (identifier.startsWith('Undercarriage.') && identifier.endsWith('.VisualCondition'))
    return DEFAULT_VISUAL_CONDITION;
  if (identifier.startsWith('Bucket.') && identifier.endsWith('.Condition')) return DEFAULT_VISUAL_CONDITION;
  // The parts changeout radio (Bucket.Changeout.* is the bucket's own changeout, a checkbox with its date).
  if (identifier.startsWith('Bucket.') && identifier.endsWith('.Changeout')) return getChangeoutValue('same');
  return undefined;
}

export interface ShownDefault {
  readonly identifier: string;
  readonly value: string;
}

interface Item {
  readonly entry: CatalogueEntry;
  /** What every field of the item starts with: the default's path without its last name. */
  readonly prefix: string;
  readonly value: string;
}

let items: readonly Item[] | undefined;
function defaultItems(): readonly Item[] {
  items ??= catalogue().flatMap((entry) => {
    const value = shownDefault(entry.identifier);
    if (value === undefined) return [];
    return [{ entry, prefix: entry.identifier.slice(0, entry.identifier.lastIndexOf('.') + 1), value }];
  });
  return items;
}

// The other defaults a write of this field records with it: those of the same item, that is the same screen, the
// same level (a position's field touches that position only) and the same path up to the default's last name. The
// worker writes those that have no value yet at the place written.
// decision 0039: what the screen showed chosen is recorded once its item is touched
export function defaultsTouchedBy(identifier: string): ShownDefault[] {
  const written = entryByIdentifier(identifier);
  if (written === undefined) return [];
  return defaultItems()
    .filter(
      (d) =>
        d.entry.identifier !== identifier &&
        d.entry.screen === written.screen &&
        d.entry.dataLevel === written.dataLevel &&
        identifier.startsWith(d.prefix),
    )
    .map((d) => ({ identifier: d.entry.identifier, value: d.value }));
}
