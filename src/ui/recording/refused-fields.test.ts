import { describe, expect, it } from 'vitest';
import { leaveText, refusalText } from './refused-fields.tsx';

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
