import { Link } from '@tanstack/react-router';
import { defineMessages, useIntl } from 'react-intl';

const words = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Page not found' },
  nothingHere: { id: 'notFound.nothingHere', defaultMessage: 'There is nothing at this address.' },
  goHome: { id: 'notFound.goHome', defaultMessage: 'Go home' },
});

export function NotFoundScreen() {
  const t = useIntl().formatMessage;
  return (
    <main className="page">
      <h1>{t(words.title)}</h1>
      <p>{t(words.nothingHere)}</p>
      <Link to="/" className="button primary">
        {t(words.goHome)}
      </Link>
    </main>
  );
}
