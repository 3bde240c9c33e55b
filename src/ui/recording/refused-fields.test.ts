import { describe, expect, it } from 'vitest';
import { asksBeforeLeaving, leaveText, refusalText } from './refused-fields.tsx';

const field = (label: string) => ({ label, message: 'Enter a whole number', inputId: label });

describe('refusalText: why MARK AS COMPLETE did not complete (decision 0039)', () => {
  it('names the one field in its own label', () => {
    expect(refusalText([field('Total Machine Hours')])).toBe(
      'Not marked complete: Total Machine Hours shows a value that is not recorded. Correct or clear it first.',
    );
  });

  it('names every field, in the order they showed their refusal', () => {
    expect(refusalText([field('Total Machine Hours'), field('Tonnage'), field('BCM')])).toBe(
      'Not marked complete: Total Machine Hours, Tonnage and BCM show values that are not recorded. Correct or clear them first.',
    );
  });
});

describe('leaveText: what DONE asks before leaving a value that is not recorded', () => {
  it('asks about the one field by its label', () => {
    expect(leaveText([field('Total Machine Hours')])).toBe(
      'Total Machine Hours shows a value that is not recorded: leave without it?',
    );
  });

  it('asks about several fields at once', () => {
    expect(leaveText([field('Tonnage'), field('BCM')])).toBe(
      'Tonnage and BCM show values that are not recorded: leave without them?',
    );
  });
});

describe('asksBeforeLeaving: DONE, BACK, the back gesture and links ask on a screen with a refused value', () => {
  const operation = '/inspections/abc/operation';
  it('asks when the screen shows a refused value and the move leaves it', () => {
    expect(asksBeforeLeaving([field('Total Machine Hours')], operation, '/inspections/abc')).toBe(true);
    expect(asksBeforeLeaving([field('Total Machine Hours')], operation, '/')).toBe(true);
  });

  it('leaves without a word when nothing on the screen is refused', () => {
    expect(asksBeforeLeaving([], operation, '/inspections/abc')).toBe(false);
  });

  it('does not ask when the screen stays (the same path, a trailing slash or a query changed)', () => {
    expect(asksBeforeLeaving([field('Tonnage')], operation, `${operation}/`)).toBe(false);
  });
});
