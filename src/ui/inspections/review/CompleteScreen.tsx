import './review.css';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { InspectionOverview } from '../../../worker/contract.ts';
import { useEngine } from '../../engine/EngineProvider.tsx';
import { ConfirmDialog } from '../../recording/ConfirmDialog.tsx';
import { errorMessage } from '../../recording/error-message.ts';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { useToast } from '../../shell/toast.tsx';
import { ConditionResultsTable } from './ConditionResultsTable.tsx';
import { InspectionSyncBanner } from './InspectionSyncBanner.tsx';
import { MeasurementFacts } from './MeasurementFacts.tsx';
import { NotInspectedList } from './NotInspectedList.tsx';
import { OverviewHeader } from './OverviewHeader.tsx';
import { RecordedObservations, RecordedPhotos } from './RecordedObservations.tsx';
import { ReportActions } from './ReportActions.tsx';
import { useOverview, usePrepareReport, useReportCache } from './use-overview.ts';

const words = defineMessages({
  error: { id: 'complete.error', defaultMessage: 'Error fetching inspection' },
  anError: { id: 'complete.anError', defaultMessage: 'An error occurred' },
  completed: { id: 'complete.title.completed', defaultMessage: 'Completed inspection' },
  inProgress: { id: 'complete.title.inProgress', defaultMessage: 'Inspection in progress' },
  wordReport: { id: 'complete.wordReport', defaultMessage: 'Word report' },
  conditionResults: { id: 'complete.conditionResults', defaultMessage: 'Condition results' },
  measurements: { id: 'complete.measurements', defaultMessage: 'Measurements' },
  observations: { id: 'complete.observations', defaultMessage: 'Observations' },
  photos: { id: 'complete.photos', defaultMessage: 'Photos' },
  reopened: { id: 'complete.reopened', defaultMessage: 'Inspection reopened.' },
  reopenCancelled: { id: 'complete.reopenCancelled', defaultMessage: 'Reopen cancelled.' },
  reopenInspection: { id: 'complete.reopenInspection', defaultMessage: 'Reopen Inspection' },
  reopenMessage: {
    id: 'complete.reopen.message',
    defaultMessage:
      'The inspection goes back to in progress. A copy is kept: cancelling the reopen restores it.',
  },
  reopen: { id: 'complete.reopen', defaultMessage: 'Reopen' },
  continueRecording: { id: 'complete.continueRecording', defaultMessage: 'Continue recording' },
  cancelReopen: { id: 'complete.cancelReopen', defaultMessage: 'Cancel Reopen' },
});

/**
 * complete (recording spec §2): the completed inspection: the sync banner, the Word report to share or download, what
 * was not inspected, the condition results, the measurements with their panel facts, what was recorded and its photos, and Reopen Inspection.
 */
export default function CompleteScreen() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const query = useOverview(externalId);
  usePrepareReport(externalId);
  const t = useIntl().formatMessage;
  return (
    <ScreenBody query={query} fallback={t(words.error)}>
      {(overview) => <Completed overview={overview} />}
    </ScreenBody>
  );
}

function Completed({ overview }: { overview: InspectionOverview }) {
  const { externalId, report } = overview;
  const t = useIntl().formatMessage;
  return (
    <div className="page recording complete">
      <OverviewHeader
        title={overview.completed ? t(words.completed) : t(words.inProgress)}
        overview={overview}
      />
      <InspectionSyncBanner overview={overview} />
      <ReopenControls overview={overview} />
      {overview.completed ? (
        <section aria-labelledby="report-title" className="panel-section">
          <h2 id="report-title">{t(words.wordReport)}</h2>
          <ReportActions externalId={externalId} />
        </section>
      ) : null}
      <NotInspectedList groups={report.notInspected} />
      <section aria-labelledby="conditions-title" className="panel-section">
        <h2 id="conditions-title">{t(words.conditionResults)}</h2>
        <ConditionResultsTable groups={report.conditionGroups} />
      </section>
      <section aria-labelledby="measurements-title" className="panel-section">
        <h2 id="measurements-title">{t(words.measurements)}</h2>
        <MeasurementFacts report={report} />
      </section>
      <section aria-labelledby="observations-title" className="panel-section">
        <h2 id="observations-title">{t(words.observations)}</h2>
        <RecordedObservations report={report} />
      </section>
      <section aria-labelledby="photos-title" className="panel-section">
        <h2 id="photos-title">{t(words.photos)}</h2>
        <RecordedPhotos report={report} />
      </section>
    </div>
  );
}

/**
 * recording spec §4: Reopen Inspection stores a backup and flags the inspection reopened; a reopened one can be
 * cancelled, which restores the backup and marks it completed again.
 */
function ReopenControls({ overview }: { overview: InspectionOverview }) {
  const { externalId } = overview;
  const { engine } = useEngine();
  const toast = useToast();
  const report = useReportCache(externalId);
  const [confirming, setConfirming] = useState(false);
  const t = useIntl().formatMessage;
  const run = useMutation({
    mutationFn: (action: 'reopen' | 'cancel') =>
      action === 'reopen' ? engine.reopenInspection(externalId) : engine.cancelReopen(externalId),
    onSuccess: (_r, action) => {
      report.forget();
      toast('success', action === 'reopen' ? t(words.reopened) : t(words.reopenCancelled));
    },
    onError: (error) => toast('alert', errorMessage(error, t(words.anError))),
  });
  if (overview.completed) {
    return (
      <div className="toolbar">
        <button type="button" className="button" disabled={run.isPending} onClick={() => setConfirming(true)}>
          {t(words.reopenInspection)}
        </button>
        {confirming ? (
          <ConfirmDialog
            title={t(words.reopenInspection)}
            message={t(words.reopenMessage)}
            confirmLabel={t(words.reopen)}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              run.mutate('reopen');
            }}
          />
        ) : null}
      </div>
    );
  }
  return (
    <div className="toolbar">
      <Link to="/inspections/$externalId" params={{ externalId }} className="button primary">
        {t(words.continueRecording)}
      </Link>
      {overview.canCancelReopen ? (
        <button
          type="button"
          className="button"
          disabled={run.isPending}
          onClick={() => run.mutate('cancel')}
        >
          {t(words.cancelReopen)}
        </button>
      ) : null}
    </div>
  );
}
