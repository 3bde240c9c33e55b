import { describe, expect, it } from 'vitest';
import { exampleFormSections } from './example-form-config.ts';

describe('example forms', () => {
  it('share one config; form 1 adds the same/new parts radio', () => {
    const names = (form: 1 | 2) => exampleFormSections(form).flatMap((s) => s.fields.map((f) => f.name));
    expect(names(2)).toEqual([
      'fullName',
      'email',
      'dateOfBirth',
      'bio',
      'interests',
      'favoriteColor',
      'isCompleted',
      'description',
    ]);
    expect(names(1)).toEqual([...names(2), 'parts']);
    expect(exampleFormSections(1).map((s) => s.title)).toEqual([
      'Personal Information',
      'Additional Information',
    ]);
  });
});
