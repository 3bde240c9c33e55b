import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Option } from '../../worker/contract.ts';
import { DateInput } from '../recording/DateInput.tsx';
import { bucketWords, fieldErrorShown } from './bucket-words.ts';

// Form fields of New Bucket: a label (with * for required), the control, and its error, tied together for
// assistive technology.

interface FieldShell {
  readonly id: string;
  readonly label: string;
  readonly required?: boolean;
  readonly error?: string | undefined;
}

function Label({ id, label, required }: FieldShell) {
  return (
    <label htmlFor={id}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

function ErrorText({ id, error }: { id: string; error?: string | undefined }) {
  const intl = useIntl();
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {fieldErrorShown(error, intl)}
    </p>
  ) : null;
}

const describedBy = (id: string, error?: string) => (error ? { 'aria-describedby': `${id}-error` } : {});

export function SelectField(
  props: FieldShell & {
    readonly value: number | null;
    readonly options: readonly Option[];
    readonly disabled?: boolean;
    readonly onChange: (value: number | null) => void;
  },
) {
  const t = useIntl().formatMessage;
  return (
    <div className="field">
      <Label {...props} />
      <select
        id={props.id}
        value={props.value ?? ''}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        {...describedBy(props.id, props.error)}
        onChange={(e) => props.onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{t(bucketWords.select)}</option>
        {props.options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      <ErrorText id={props.id} error={props.error} />
    </div>
  );
}

export function TextField(
  props: FieldShell & {
    readonly value: string;
    readonly inputMode?: 'numeric';
    readonly onChange: (value: string) => void;
  },
) {
  return (
    <div className="field">
      <Label {...props} />
      <input
        id={props.id}
        type="text"
        inputMode={props.inputMode}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        {...describedBy(props.id, props.error)}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <ErrorText id={props.id} error={props.error} />
    </div>
  );
}

/** A date typed in the language's order (decision 0088); a text that is no date is refused, not kept. */
export function DateTextField(
  props: FieldShell & {
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly onRefused: (message: string) => void;
  },
) {
  return (
    <div className="field">
      <Label {...props} />
      <DateInput
        id={props.id}
        kind="date"
        value={props.value}
        invalid={props.error !== undefined}
        describedBy={props.error ? `${props.id}-error` : undefined}
        onCommit={(typed) =>
          typed.kind === 'refused' ? props.onRefused(typed.message) : props.onChange(typed.value ?? '')
        }
      />
      <ErrorText id={props.id} error={props.error} />
    </div>
  );
}

export function FormSection({
  title,
  children,
  help,
}: {
  title: string;
  children: ReactNode;
  help?: ReactNode;
}) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="form-section">
      <div className="list-header">
        <h3 id={id}>{title}</h3>
        {help}
      </div>
      {children}
    </section>
  );
}

/** The New Bucket forms' foot: CREATE submits (off while the bucket is being created), CANCEL leaves. */
export function CreateCancelActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const t = useIntl().formatMessage;
  return (
    <div className="form-actions">
      <button type="submit" className="button primary" disabled={pending}>
        {t(bucketWords.create)}
      </button>
      <button type="button" className="button" onClick={onCancel}>
        {t(bucketWords.cancel)}
      </button>
    </div>
  );
}
