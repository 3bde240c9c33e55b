import { Link } from '@tanstack/react-router';
import type { ReviewSection } from '../../../rules/index.ts';

const STATUS_TEXT = { notStarted: 'Not started', inProgress: 'In progress', completed: 'Completed' } as const;

/** Every section with its state and what is still missing, each a link to its screen. */
export function ReviewSections({
  externalId,
  sections,
}: {
  externalId: string;
  sections: readonly ReviewSection[];
}) {
  return (
    <ul className="section-list review-sections" aria-label="Sections">
      {sections.map((s) => (
        <li key={s.key}>
          <Link
            to="/inspections/$externalId/$"
            params={{ externalId, _splat: s.path }}
            className="section-entry"
            aria-describedby={`review-${s.key}`}
          >
            <span>{s.title}</span>
            <span className={`entry-status ${s.status}`}>{STATUS_TEXT[s.status]}</span>
          </Link>
          <div id={`review-${s.key}`} className="review-missing">
            {s.missing.length > 0 ? (
              <ul>
                {s.missing.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            ) : (
              <span className="visually-hidden">Nothing missing</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
