import { Link } from '@tanstack/react-router';
import { StorageStatusPanel } from '../storage/StorageStatusPanel.tsx';

/** Home. The inspection lists arrive with the app shell; until then it shows the device's storage state. */
export default function HomeScreen() {
  return (
    <div className="page">
      <h1>Inspections</h1>
      <StorageStatusPanel />
      <p>
        <Link to="/dev/sql" className="button">
          Developer SQL console
        </Link>
      </p>
    </div>
  );
}
