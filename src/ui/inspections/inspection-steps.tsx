import { Link, useParams } from '@tanstack/react-router';

// /inspections/{externalId}/complete, /review and /submit (shell spec §2 route table): their contents come with the
// inspection recording issue.

function Step({ title, externalId }: { title: string; externalId: string }) {
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>This screen is not in this version of the app yet.</p>
      <Link to="/inspections/$externalId" params={{ externalId }} className="button">
        Inspection contents
      </Link>
    </div>
  );
}

export function CompleteScreen() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  return <Step title="Completed inspection" externalId={externalId} />;
}

export function ReviewScreen() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  return <Step title="Review" externalId={externalId} />;
}

export function SubmitScreen() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  return <Step title="Submit" externalId={externalId} />;
}
