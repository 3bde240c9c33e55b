import { Link, useParams } from '@tanstack/react-router';

/**
 * The inspection's own screens (lock on, photos, undercarriage, bucket …) come with the inspection recording issue;
 * until then each address shows where it belongs and the way back.
 */
export default function SectionPlaceholderScreen() {
  const { externalId, _splat } = useParams({ from: '/_shell/inspections/$externalId/$' });
  return (
    <div className="page">
      <h1>{titleOf(_splat ?? '')}</h1>
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
