import { Link, useLocation, useParams } from '@tanstack/react-router';

/**
 * The undercarriage and bucket screens come with recording parts 2 and 3;
 * until then each address shows where it belongs and the way back.
 */
export default function SectionPlaceholderScreen() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const path = useLocation({ select: (location) => location.pathname });
  return (
    <div className="page">
      <h1>{titleOf(path)}</h1>
      <p>This part of the inspection is recorded on a screen that is not in this version of the app yet.</p>
      <Link to="/inspections/$externalId" params={{ externalId }} className="button">
        Inspection contents
      </Link>
    </div>
  );
}

function titleOf(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? 'Inspection';
  return last.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}
