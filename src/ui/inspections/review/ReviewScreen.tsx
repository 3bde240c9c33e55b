import './review.css';
import { Link, useParams } from '@tanstack/react-router';
import { reviewGaps } from '../../../rules/index.ts';
import { ReadOnlyNotice, useReadOnly } from '../../recording/read-only.tsx';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { ConditionResultsTable } from './ConditionResultsTable.tsx';
import { MeasurementFacts } from './MeasurementFacts.tsx';
import { OverviewHeader } from './OverviewHeader.tsx';
import { ReviewSections } from './ReviewSections.tsx';
import { useOverview, usePrepareReport } from './use-overview.ts';

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
  return (
    <ScreenBody query={query} fallback="Error fetching inspection">
      {(overview) => {
        const gaps = reviewGaps(overview.sections);
        return (
          <div className="page recording review">
            <OverviewHeader title="Review" overview={overview} />
            {/* A completed inspection's review links to it instead; another inspector's says why there is no SUBMIT. */}
            {overview.completed ? null : <ReadOnlyNotice />}
            <p className={gaps.length === 0 ? 'review-summary ready' : 'review-summary gaps'} role="status">
              {gaps.length === 0
                ? 'Every section is complete.'
                : `${gaps.length} ${gaps.length === 1 ? 'section is' : 'sections are'} not complete.`}
            </p>
            <section aria-labelledby="review-conditions-title" className="panel-section">
              <h2 id="review-conditions-title">Condition results</h2>
              <p className="muted">Most urgent first.</p>
              <ConditionResultsTable groups={overview.report.conditionGroups} />
            </section>
            <ReviewSections externalId={externalId} sections={overview.sections} />
            <h2>Measurements</h2>
            <MeasurementFacts report={overview.report} />
            <div className="toolbar sticky-actions">
              <Link to="/inspections/$externalId" params={{ externalId }} className="button">
                Back to inspection
              </Link>
              {overview.completed ? (
                <Link
                  to="/inspections/$externalId/complete"
                  params={{ externalId }}
                  className="button primary"
                >
                  Completed inspection
                </Link>
              ) : readOnly ? null : (
                <Link to="/inspections/$externalId/submit" params={{ externalId }} className="button primary">
                  SUBMIT
                </Link>
              )}
            </div>
          </div>
        );
      }}
    </ScreenBody>
  );
}
