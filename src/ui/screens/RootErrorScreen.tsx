import type { ErrorComponentProps } from '@tanstack/react-router';
import { defineMessages, useIntl } from 'react-intl';

const words = defineMessages({
  title: { id: 'rootError.title', defaultMessage: 'Something went wrong' },
  tryAgain: { id: 'rootError.tryAgain', defaultMessage: 'Try again' },
});

/** The root route's error page: says what went wrong, offers a way on, never loses data by itself. */
export function RootErrorScreen({ error, reset }: ErrorComponentProps) {
  const t = useIntl().formatMessage;
  return (
    <main className="page" role="alert">
      <h1>{t(words.title)}</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className="button primary" onClick={reset}>
        {t(words.tryAgain)}
      </button>
    </main>
  );
}
