import { describe, expect, it } from 'vitest';
import type { InspectionCard as Card } from '../../worker/contract.ts';
import { holdLists, showHeld } from './held-lists.ts';

function card(externalId: string, more: Partial<Card> = {}): Card {
  return {
    externalId,
    title: externalId,
    isYard: false,
    yardName: null,
    modelName: null,
    assetTypeName: null,
    categoryTypes: [],
    customerName: null,
    siteName: null,
    inspectorName: 'Ana Inspector',
    inspectionDate: '2026-12-01T08:00:00.000Z',
    completed: false,
    isReopened: false,
    isSynced: true,
    ownedByAnother: false,
    openConflicts: 0,
    deletedAndBack: null,
    ...more,
  };
}

const ids = (cards: readonly Card[]) => cards.map((c) => c.externalId);

describe('Home held while it is on screen', () => {
  const first = { inProgress: [card('b'), card('a')], completed: [card('z')] };

  it('shows the lists as read when nothing came since', () => {
    const shown = showHeld(holdLists(first), first);
    expect(ids(shown.inProgress)).toEqual(['b', 'a']);
    expect(ids(shown.completed)).toEqual(['z']);
    expect(shown.waiting).toBe(0);
  });

  it('keeps a new inspection out of the lists and counts it as waiting', () => {
    const latest = { inProgress: [card('c'), card('b'), card('a')], completed: [card('y'), card('z')] };
    const shown = showHeld(holdLists(first), latest);
    expect(ids(shown.inProgress)).toEqual(['b', 'a']);
    expect(ids(shown.completed)).toEqual(['z']);
    expect(shown.waiting).toBe(2);
  });

  it('shows a held card as last read, in its place', () => {
    const latest = { inProgress: [card('a', { isSynced: false }), card('b')], completed: [card('z')] };
    const shown = showHeld(holdLists(first), latest);
    expect(ids(shown.inProgress)).toEqual(['b', 'a']);
    expect(shown.inProgress[1]?.isSynced).toBe(false);
  });

  it('keeps a card completed elsewhere in the list it was shown in, marked completed, and does not show it twice', () => {
    const latest = { inProgress: [card('b')], completed: [card('a', { completed: true }), card('z')] };
    const shown = showHeld(holdLists(first), latest);
    expect(ids(shown.inProgress)).toEqual(['b', 'a']);
    expect(shown.inProgress[1]?.completed).toBe(true);
    expect(ids(shown.completed)).toEqual(['z']);
    expect(shown.waiting).toBe(0);
  });

  it('keeps a card that dropped out of the 10 most recent as it was last read', () => {
    const latest = { inProgress: [card('b')], completed: [card('z')] };
    const shown = showHeld(holdLists(first), latest);
    expect(ids(shown.inProgress)).toEqual(['b', 'a']);
  });
});
