import './review.css';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { reviewGaps, type ReviewSection } from '../../../rules/index.ts';
import type { InspectionOverview } from '../../../worker/contract.ts';
import { useEngine } from '../../engine/EngineProvider.tsx';
import { errorMessage } from '../../recording/error-message.ts';
import { Modal } from '../../recording/Modal.tsx';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { OverviewHeader } from './OverviewHeader.tsx';
import { useOverview, usePrepareReport, useReportCache } from './use-overview.ts';

const words = defineMessages({
  error: { id: 'submit.error', defaultMessage: 'Error fetching inspection' },
  anError: { id: 'submit.anError', defaultMessage: 'An error occurred' },
  title: { id: 'submit.title', defaultMessage: 'Submit' },
  submitting: { id: 'submit.steps', defaultMessage: 'Submitting' },
  markCompleted: { id: 'submit.markCompleted', defaultMessage: 'Mark the inspection completed' },
  makeReport: { id: 'submit.makeReport', defaultMessage: 'Make the Word report on this device' },
  submittingNow: { id: 'submit.submitting', defaultMessage: 'Submitting…' },
  makingReport: { id: 'submit.makingReport', defaultMessage: 'Making the Word report on this device…' },
  backToReview: { id: 'submit.backToReview', defaultMessage: 'Back to review' },
  askTitle: { id: 'submit.ask.title', defaultMessage: 'Submit with sections not complete?' },
  askList: { id: 'submit.ask.list', defaultMessage: 'These sections are not complete:' },
  submitAnyway: { id: 'submit.ask.anyway', defaultMessage: 'Submit anyway' },
});

type Step = 'asking' | 'marking' | 'report' | 'failed';

/**
 * submit (RECORDING.md): one confirmation naming the sections not complete (none when all are), then the inspection is
 * marked completed (recording spec §4), pushed (in the background: the Complete banner follows it), and its Word
 * report is made on this device, online or not; then the completed inspection.
 */
export default function SubmitScreen() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const query = useOverview(externalId);
  usePrepareReport(externalId);
  const t = useIntl().formatMessage;
  return (
    <ScreenBody query={query} fallback={t(words.error)}>
      {(overview) => <Submitting overview={overview} />}
    </ScreenBody>
  );
}

function Submitting({ overview }: { overview: InspectionOverview }) {
  const { externalId } = overview;
  const { engine } = useEngine();
  const navigate = useNavigate();
  const report = useReportCache(externalId);
  // The gaps as they were when the screen opened: the question is asked once, about what the inspector saw.
  const [gaps] = useState<ReviewSection[]>(() => reviewGaps(overview.sections));
  const [step, setStep] = useState<Step>(gaps.length > 0 && !overview.completed ? 'asking' : 'marking');
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);
  const t = useIntl().formatMessage;
  const anError = t(words.anError);

  useEffect(() => {
    if (step !== 'marking' || started.current) return;
    started.current = true;
    void (async () => {
      try {
        await engine.submitInspection(externalId);
        // Push now; offline it waits in the outbox and the banner says so.
        void engine.syncNow().catch(() => undefined);
        setStep('report');
        report.forget();
        // A report that cannot be made is offered again on the completed inspection.
        await report.make().catch(() => undefined);
        await navigate({ to: '/inspections/$externalId/complete', params: { externalId }, replace: true });
      } catch (error) {
        setFailure(errorMessage(error, anError));
        setStep('failed');
      }
    })();
  }, [step, engine, externalId, navigate, report, anError]);

  return (
    <div className="page recording submit">
      <OverviewHeader title={t(words.title)} overview={overview} />
      <ol className="submit-steps" aria-label={t(words.submitting)}>
        <li className={step === 'marking' ? 'active' : step === 'report' ? 'done' : ''}>
          {t(words.markCompleted)}
        </li>
        <li className={step === 'report' ? 'active' : ''}>{t(words.makeReport)}</li>
      </ol>
      {step === 'marking' || step === 'report' ? (
        <p role="status" className="report-status">
          {step === 'marking' ? t(words.submittingNow) : t(words.makingReport)}
        </p>
      ) : null}
      {step === 'failed' ? (
        <div>
          <p role="alert" className="error-panel">
            {failure}
          </p>
          <Link to="/inspections/$externalId/review" params={{ externalId }} className="button">
            {t(words.backToReview)}
          </Link>
        </div>
      ) : null}
      {step === 'asking' ? (
        <Modal
          title={t(words.askTitle)}
          onClose={() => void navigate({ to: '/inspections/$externalId/review', params: { externalId } })}
        >
          <p>{t(words.askList)}</p>
          <ul className="gap-list">
            {gaps.map((g) => (
              <li key={g.key}>
                <strong>{g.title}</strong>
                {g.missing.length > 0 ? `: ${g.missing.join('; ')}` : ''}
              </li>
            ))}
          </ul>
          <div className="modal-actions">
            <Link to="/inspections/$externalId/review" params={{ externalId }} className="button">
              {t(words.backToReview)}
            </Link>
            <button type="button" className="button primary" onClick={() => setStep('marking')}>
              {t(words.submitAnyway)}
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
