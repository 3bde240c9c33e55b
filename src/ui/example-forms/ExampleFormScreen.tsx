import { useState } from 'react';
import '../recording/recording.css';
import { CheckboxField } from '../recording/CheckboxField.tsx';
import { ChoiceField } from '../recording/ChoiceField.tsx';
import { CommentsField } from '../recording/CommentsField.tsx';
import { DateField } from '../recording/DateField.tsx';
import { MultiInputField } from '../recording/MultiInputField.tsx';
import { NumericField } from '../recording/NumericField.tsx';
import { SelectField } from '../recording/SelectField.tsx';
import { useGoBack } from '../shell/use-go-back.ts';
import { exampleFormSections, type ExampleField } from './example-form-config.ts';

type Values = Readonly<Record<string, string | readonly string[] | null>>;

/** recording spec §2 the generic example forms: one config, the recording screens' field components. */
function ExampleForm({ form }: { form: 1 | 2 }) {
  const goBack = useGoBack();
  const [values, setValues] = useState<Values>({});
  const set = (name: string) => async (value: string | readonly string[] | null) =>
    setValues((all) => ({ ...all, [name]: value }));
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : null;
  };
  const field = (f: ExampleField) => {
    switch (f.kind) {
      case 'text':
      case 'email':
        return (
          <NumericField key={f.name} label={f.label} kind="text" value={text(f.name)} onSave={set(f.name)} />
        );
      case 'date':
        return (
          <DateField key={f.name} label={f.label} type="date" value={text(f.name)} onSave={set(f.name)} />
        );
      case 'richtext':
      case 'textarea':
        return <CommentsField key={f.name} label={f.label} value={text(f.name)} onSave={set(f.name)} />;
      case 'multi': {
        const list = values[f.name];
        return (
          <MultiInputField
            key={f.name}
            label={f.label}
            values={Array.isArray(list) ? list : []}
            onSave={set(f.name)}
          />
        );
      }
      case 'select':
        return (
          <SelectField
            key={f.name}
            label={f.label}
            options={f.options ?? []}
            value={text(f.name)}
            onSave={set(f.name)}
          />
        );
      case 'checkbox':
        return (
          <CheckboxField
            key={f.name}
            label={f.label}
            value={text(f.name)}
            onSave={(checked) => set(f.name)(String(checked))}
          />
        );
      case 'radio':
        return (
          <ChoiceField
            key={f.name}
            legend={f.label}
            options={f.options ?? []}
            selected={text(f.name) ?? 'same'}
            onSave={set(f.name)}
          />
        );
    }
  };
  return (
    <div className="page recording">
      {form === 2 ? (
        <button type="button" className="button" onClick={goBack}>
          Back
        </button>
      ) : null}
      <h1>Example Form {form}</h1>
      {exampleFormSections(form).map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2>{section.title}</h2>
          {section.fields.map(field)}
        </section>
      ))}
    </div>
  );
}

export function ExampleForm1Screen() {
  return <ExampleForm form={1} />;
}

export function ExampleForm2Screen() {
  return <ExampleForm form={2} />;
}
