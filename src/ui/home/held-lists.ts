import type { InspectionCard as Card } from '../../worker/contract.ts';

/** Home's two lists, as the worker reads them: the 10 most recent of each, newest first. */
export interface HomeLists {
  readonly inProgress: readonly Card[];
  readonly completed: readonly Card[];
}

/** The cards Home showed first on this visit, where it showed them. */
export interface HeldLists {
  readonly inProgress: readonly string[];
  readonly completed: readonly string[];
  /** Each held card as last read: one that drops out of the 10 most recent stays as it was. */
  readonly cards: ReadonlyMap<string, Card>;
}

export interface ShownLists extends HomeLists {
  /** Inspections read since the lists were held, not shown until asked for. */
  readonly waiting: number;
}

/** What Home shows from now on: these lists, held where they are. */
export function holdLists(lists: HomeLists): HeldLists {
  const cards = new Map<string, Card>();
  for (const card of [...lists.inProgress, ...lists.completed]) cards.set(card.externalId, card);
  return {
    inProgress: lists.inProgress.map((c) => c.externalId),
    completed: lists.completed.map((c) => c.externalId),
    cards,
  };
}

/**
 * A sync can bring inspections (a colleague's, or this inspector's from another device) while Home is on screen:
 * each card held keeps its place and shows its latest read (an in-progress card completed elsewhere stays where it
 * was, now marked completed), and the new ones wait to be asked for, so the card under a finger never moves.
 */
export function showHeld(held: HeldLists, latest: HomeLists): ShownLists {
  const fresh = new Map<string, Card>();
  for (const card of [...latest.inProgress, ...latest.completed]) fresh.set(card.externalId, card);
  const cardOf = (id: string): Card[] => {
    const card = fresh.get(id) ?? held.cards.get(id);
    return card ? [card] : [];
  };
  let waiting = 0;
  for (const id of fresh.keys()) if (!held.cards.has(id)) waiting += 1;
  return {
    inProgress: held.inProgress.flatMap(cardOf),
    completed: held.completed.flatMap(cardOf),
    waiting,
  };
}
