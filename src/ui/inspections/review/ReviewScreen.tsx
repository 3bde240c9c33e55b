import './review.css';
import { Link, useParams } from '@tanstack/react-router';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { reviewGaps } from '../../../rules/index.ts';
import { ReadOnlyNotice, useReadOnly } from '../../recording/read-only.tsx';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { ConditionResultsTable } from './ConditionResultsTable.tsx';
import { MeasurementFacts } from './MeasurementFacts.tsx';
import { OverviewHeader } from './OverviewHeader.tsx';
import { ReviewSections } from './ReviewSections.tsx';
import { useOverview, usePrepareReport } from './use-overview.ts';

const words = defineMessages({
  error: { id: 'review.error', defaultMessage: 'Error fetching inspection' },
  title: { id: 'review.title', defaultMessage: 'Review' },
  allComplete: { id: 'review.allComplete', defaultMessage: 'Every section is complete.' },
  notComplete: defineMessage<{ count: number }>({
    id: 'review.notComplete',
    defaultMessage: '{count, plural, one {# section is} other {# sections are}} not complete.',
  }),
  conditionResults: { id: 'review.conditionResults', defaultMessage: 'Condition results' },
  mostUrgent: { id: 'review.mostUrgentFirst', defaultMessage: 'Most urgent first.' },
  measurements: { id: 'review.measurements', defaultMessage: 'Measurements' },
  backToInspection: { id: 'review.backToInspection', defaultMessage: 'Back to inspection' },
  completed: { id: 'review.completedInspection', defaultMessage: 'Completed inspection' },
  submit: { id: 'review.submit', defaultMessage: 'SUBMIT' },
});

/**
 * review (RECORDING.md): the condition results first, most urgent first (the worst finding in the first
 * screenful, as the completed page shows it), every section with its state and what is missing, linking to it, and
 * the measurements with their panel facts; SUBMIT goes on to submit, which asks once when there are gaps.
 */
export default function ReviewScreen() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const query = useOverview(externalId);
  const readOnly = useReadOnly();
  usePrepareReport(externalId);
  const t = useIntl().formatMessage;
  return (
    <ScreenBody query={query} fallback={t(words.error)}>
      {(overview) => {
        const gaps = reviewGaps(overview.sections);
        return (
          <div className="page recording review">
            <OverviewHeader title={t(words.title)} overview={overview} />
            {/* A completed inspection's review links to it instead; another inspector's says why there is no SUBMIT. */}
            {overview.completed ? null : <ReadOnlyNotice />}
            <p className={gaps.length === 0 ? 'review-summary ready' : 'review-summary gaps'} role="status">
              {gaps.length === 0 ? t(words.allComplete) : t(words.notComplete, { count: gaps.length })}
            </p>
            <section aria-labelledby="review-conditions-title" className="panel-section">
              <h2 id="review-conditions-title">{t(words.conditionResults)}</h2>
              <p className="muted">{t(words.mostUrgent)}</p>
              <ConditionResultsTable groups={overview.report.conditionGroups} />
            </section>
            <ReviewSections externalId={externalId} sections={overview.sections} />
            <h2>{t(words.measurements)}</h2>
            <MeasurementFacts report={overview.report} />
            <div className="toolbar sticky-actions">
              <Link to="/inspections/$externalId" params={{ externalId }} className="button">
                {t(words.backToInspection)}
              </Link>
              {overview.completed ? (
                <Link
                  to="/inspections/$externalId/complete"
                  params={{ externalId }}
                  className="button primary"
                >
                  {t(words.completed)}
                </Link>
              ) : readOnly ? null : (
                <Link to="/inspections/$externalId/submit" params={{ externalId }} className="button primary">
                  {t(words.submit)}
                </Link>
              )}
            </div>
          </div>
        );
      }}
    </ScreenBody>
  );
}
