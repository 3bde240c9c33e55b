// recording spec §2 Shared UI: the generic example forms, built from one config. Form 1 also has the radio with the
// options same and new parts; form 2 has a back button.

export type ExampleFieldKind =
  'text' | 'email' | 'date' | 'richtext' | 'multi' | 'select' | 'checkbox' | 'textarea' | 'radio';

export interface ExampleField {
  readonly name: string;
  readonly label: string;
  readonly kind: ExampleFieldKind;
  readonly options?: readonly { value: string; label: string }[];
}

export interface ExampleSection {
  readonly title: string;
  readonly fields: readonly ExampleField[];
}

export const EXAMPLE_FORM_SECTIONS: readonly ExampleSection[] = [
  {
    title: 'Personal Information',
    fields: [
      { name: 'fullName', label: 'Full Name', kind: 'text' },
      { name: 'email', label: 'Email', kind: 'email' },
      { name: 'dateOfBirth', label: 'Date of Birth', kind: 'date' },
    ],
  },
  {
    title: 'Additional Information',
    fields: [
      { name: 'bio', label: 'Bio', kind: 'richtext' },
      { name: 'interests', label: 'Interests', kind: 'multi' },
      {
        name: 'favoriteColor',
        label: 'Favorite Color',
        kind: 'select',
        options: [
          { value: 'red', label: 'Red' },
          { value: 'blue', label: 'Blue' },
          { value: 'green', label: 'Green' },
        ],
      },
      { name: 'isCompleted', label: 'Is Completed', kind: 'checkbox' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ],
  },
];

/** Form 1's extra field: the parts radio (recording spec §3: new parts → YES, same parts → NO). */
export const PARTS_FIELD: ExampleField = {
  name: 'parts',
  label: 'Parts',
  kind: 'radio',
  options: [
    { value: 'same', label: 'Same parts' },
    { value: 'new', label: 'New parts' },
  ],
};

export function exampleFormSections(form: 1 | 2): readonly ExampleSection[] {
  if (form === 2) return EXAMPLE_FORM_SECTIONS;
  return EXAMPLE_FORM_SECTIONS.map((section, index) =>
    index === EXAMPLE_FORM_SECTIONS.length - 1
      ? { ...section, fields: [...section.fields, PARTS_FIELD] }
      : section,
  );
}
