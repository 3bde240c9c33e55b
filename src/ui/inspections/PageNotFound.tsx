import { Link, useParams } from '@tanstack/react-router';
import { defineMessages, useIntl } from 'react-intl';

const words = defineMessages({
  title: { id: 'pageNotFound.title', defaultMessage: 'Page not found' },
  nothingHere: { id: 'pageNotFound.nothingHere', defaultMessage: 'There is nothing at this address.' },
  contents: { id: 'pageNotFound.contents', defaultMessage: 'Inspection contents' },
});

/** recording spec §2: an address under an inspection that names no screen (inside the shell's main landmark). */
export function PageNotFound() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const t = useIntl().formatMessage;
  return (
    <div className="page">
      <h1>{t(words.title)}</h1>
      <p>{t(words.nothingHere)}</p>
      <Link to="/inspections/$externalId" params={{ externalId }} className="button primary">
        {t(words.contents)}
      </Link>
    </div>
  );
}
