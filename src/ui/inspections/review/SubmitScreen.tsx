import './review.css';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { reviewGaps, type ReviewSection } from '../../../rules/index.ts';
import type { InspectionOverview } from '../../../worker/contract.ts';
import { useEngine } from '../../engine/EngineProvider.tsx';
import { errorMessage } from '../../recording/error-message.ts';
import { Modal } from '../../recording/Modal.tsx';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { OverviewHeader } from './OverviewHeader.tsx';
import { useOverview, usePrepareReport, useReportCache } from './use-overview.ts';

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
  return (
    <ScreenBody query={query} fallback="Error fetching inspection">
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
        setFailure(errorMessage(error, 'An error occurred'));
        setStep('failed');
      }
    })();
  }, [step, engine, externalId, navigate, report]);

  return (
    <div className="page recording submit">
      <OverviewHeader title="Submit" overview={overview} />
      <ol className="submit-steps" aria-label="Submitting">
        <li className={step === 'marking' ? 'active' : step === 'report' ? 'done' : ''}>
          Mark the inspection completed
        </li>
        <li className={step === 'report' ? 'active' : ''}>Make the Word report on this device</li>
      </ol>
      {step === 'marking' || step === 'report' ? (
        <p role="status" className="report-status">
          {step === 'marking' ? 'Submitting…' : 'Making the Word report on this device…'}
        </p>
      ) : null}
      {step === 'failed' ? (
        <div>
          <p role="alert" className="error-panel">
            {failure}
          </p>
          <Link to="/inspections/$externalId/review" params={{ externalId }} className="button">
            Back to review
          </Link>
        </div>
      ) : null}
      {step === 'asking' ? (
        <Modal
          title="Submit with sections not complete?"
          onClose={() => void navigate({ to: '/inspections/$externalId/review', params: { externalId } })}
        >
          <p>These sections are not complete:</p>
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
              Back to review
            </Link>
            <button type="button" className="button primary" onClick={() => setStep('marking')}>
              Submit anyway
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
