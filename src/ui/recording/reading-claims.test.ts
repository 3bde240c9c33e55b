import { describe, expect, it } from 'vitest';
import type { OpenConflict } from '../../worker/contract.ts';
import { ReadingClaims } from './reading-claims.ts';

const conflict = (id: number, observationExternalId: string): OpenConflict => ({
  id,
  observationExternalId,
  label: `Reading ${id}`,
  identifier: `reading-${id}`,
  route: 'operating-hours',
  photo: false,
  other: { value: '12.5', unit: 'mm', deviceName: 'tablet', at: '2026-12-07T08:34:00.000Z' },
  yours: { value: '13.0', unit: 'mm', deviceName: 'phone', at: '2026-12-07T08:40:00.000Z' },
  line: 'Changed on another device',
});

describe('the readings a screen’s fields show', () => {
  it('leaves for the top only the conflicts no field shows', () => {
    const claims = new ReadingClaims();
    const tonnage = conflict(1, 'obs-tonnage');
    const hours = conflict(2, 'obs-hours');
    claims.claim('obs-tonnage');
    claims.showing([tonnage, hours]);
    expect(claims.unclaimed()).toEqual([hours]);
  });

  it('tells nobody when fields with readings but no conflict open (every open of a screen with readings)', () => {
    const claims = new ReadingClaims();
    let told = 0;
    claims.subscribe(() => (told += 1));
    claims.showing([]);
    const releases = ['obs-a', 'obs-b', 'obs-c'].map((o) => claims.claim(o));
    for (const release of releases) release();
    expect(told).toBe(0);
    expect(claims.unclaimed()).toEqual([]);
  });

  it('moves a conflict to the top when the last field showing its reading goes, and back', () => {
    const claims = new ReadingClaims();
    const tonnage = conflict(1, 'obs-tonnage');
    claims.showing([tonnage]);
    const seen: (readonly OpenConflict[])[] = [];
    claims.subscribe(() => seen.push(claims.unclaimed()));
    const first = claims.claim('obs-tonnage');
    const second = claims.claim('obs-tonnage');
    first();
    expect(claims.unclaimed()).toEqual([]);
    second();
    expect(claims.unclaimed()).toEqual([tonnage]);
    expect(seen).toEqual([[], [tonnage]]);
  });
});
