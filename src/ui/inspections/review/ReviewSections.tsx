import { Link } from '@tanstack/react-router';
import { defineMessages, useIntl } from 'react-intl';
import type { ReviewSection } from '../../../rules/index.ts';

const STATUS_TEXT = defineMessages({
  notStarted: { id: 'review.status.notStarted', defaultMessage: 'Not started' },
  inProgress: { id: 'review.status.inProgress', defaultMessage: 'In progress' },
  completed: { id: 'review.status.completed', defaultMessage: 'Completed' },
});
const words = defineMessages({
  sections: { id: 'review.sections', defaultMessage: 'Sections' },
  nothingMissing: { id: 'review.nothingMissing', defaultMessage: 'Nothing missing' },
});

/** Every section with its state and what is still missing, each a link to its screen. */
export function ReviewSections({
  externalId,
  sections,
}: {
  externalId: string;
  sections: readonly ReviewSection[];
}) {
  const t = useIntl().formatMessage;
  return (
    <ul className="section-list review-sections" aria-label={t(words.sections)}>
      {sections.map((s) => (
        <li key={s.key}>
          <Link
            to="/inspections/$externalId/$"
            params={{ externalId, _splat: s.path }}
            className="section-entry"
            aria-describedby={`review-${s.key}`}
          >
            <span>{s.title}</span>
            <span className={`entry-status ${s.status}`}>{t(STATUS_TEXT[s.status])}</span>
          </Link>
          <div id={`review-${s.key}`} className="review-missing">
            {s.missing.length > 0 ? (
              <ul>
                {s.missing.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            ) : (
              <span className="visually-hidden">{t(words.nothingMissing)}</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
