import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatTypedDate, parseTypedDate, type DateKind } from '../../rules/index.ts';
import { calendarName, notADate, placeholderIn } from './date-words.ts';

/** What the inspector settled on: a stored value (an ISO day or instant, null when cleared) or a refusal to show. */
export type DateTyped =
  | { readonly kind: 'date'; readonly value: string | null }
  | { readonly kind: 'refused'; readonly message: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** The native picker's value for a stored one: "2026-12-03", or "2026-12-03T21:05" in local time. */
function pickerValue(stored: string | null | undefined, kind: DateKind): string {
  if (!stored) return '';
  if (kind === 'date') return stored.slice(0, 10);
  const d = new Date(stored);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function fromPicker(text: string, kind: DateKind): string | null {
  if (text === '') return null;
  if (kind === 'date') return text;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * A date typed and shown in the inspector's order and separators ("03/12/2026" in Spanish, decision 0088): the
 * browser's own date box draws "mm/dd/yyyy" whatever the page's language. Read when the inspector leaves the box or
 * presses Enter; the calendar button beside it opens the browser's picker for those who prefer it. The stored value
 * stays an ISO day ("2026-12-03") or, for a date and time, an ISO instant.
 */
export function DateInput(props: {
  id: string;
  kind: DateKind;
  value: string | null | undefined;
  className?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  readOnly?: boolean | undefined;
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
  onCommit: (typed: DateTyped) => void;
}) {
  const intl = useIntl();
  const shown = formatTypedDate(props.value, intl.locale, props.kind);
  const [text, setText] = useState(shown);
  // The stored value changed under the box (a save, another device): show it. A language change writes it again.
  const [seen, setSeen] = useState(`${intl.locale}|${shown}`);
  if (seen !== `${intl.locale}|${shown}`) {
    setSeen(`${intl.locale}|${shown}`);
    setText(shown);
  }
  const picker = useRef<HTMLInputElement>(null);
  const settle = () => {
    // Left as shown: the stored value as it is (an instant's seconds are not in the box).
    if (text === shown) return props.onCommit({ kind: 'date', value: props.value ?? null });
    const typed = parseTypedDate(text, intl.locale, props.kind);
    if (typed.kind === 'impossible') {
      props.onCommit({ kind: 'refused', message: notADate(intl, props.kind) });
      return;
    }
    const value = typed.kind === 'empty' ? null : typed.value;
    // Written back in the language's order, so "3-12-26" reads "03/12/2026" once it is taken.
    setText(formatTypedDate(value, intl.locale, props.kind));
    props.onCommit({ kind: 'date', value });
  };
  const typedValue = parseTypedDate(text, intl.locale, props.kind);
  const openPicker = () => {
    try {
      picker.current?.showPicker();
    } catch {
      // No picker here (an old browser, or no user gesture): typing is still the way.
      document.getElementById(props.id)?.focus();
    }
  };
  return (
    <span className="date-box">
      <input
        id={props.id}
        className={props.className}
        type="text"
        inputMode={props.kind === 'date' ? 'numeric' : 'text'}
        autoComplete="off"
        placeholder={placeholderIn(intl, props.kind)}
        value={text}
        readOnly={props.readOnly}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => setText(event.target.value)}
        onBlur={settle}
        onKeyDown={(event) => {
          if (event.key === 'Enter') settle();
        }}
      />
      {props.readOnly ? null : (
        <>
          <button
            type="button"
            className="date-calendar"
            aria-label={calendarName(intl)}
            onClick={openPicker}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2zm12 8H5v9h14v-9zM5 6v2h14V6H5zm2 6h3v3H7v-3z"
              />
            </svg>
          </button>
          <input
            ref={picker}
            className="date-picker-native visually-hidden"
            type={props.kind === 'date' ? 'date' : 'datetime-local'}
            tabIndex={-1}
            aria-hidden="true"
            value={pickerValue(typedValue.kind === 'date' ? typedValue.value : props.value, props.kind)}
            min={props.min}
            max={props.max}
            onChange={(event) => {
              const value = fromPicker(event.target.value, props.kind);
              setText(formatTypedDate(value, intl.locale, props.kind));
              props.onCommit({ kind: 'date', value });
            }}
          />
        </>
      )}
    </span>
  );
}
