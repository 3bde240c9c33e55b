import { Link, useParams } from '@tanstack/react-router';

/** recording spec §2: an address under an inspection that names no screen (inside the shell's main landmark). */
export function PageNotFound() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  return (
    <div className="page">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link to="/inspections/$externalId" params={{ externalId }} className="button primary">
        Inspection contents
      </Link>
    </div>
  );
}
