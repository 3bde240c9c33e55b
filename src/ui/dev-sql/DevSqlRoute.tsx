import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { DEVTOOLS_FLAG, devtoolsEnabled } from '../engine/devtools.ts';

const SqlConsoleScreen = lazy(() => import('./SqlConsoleScreen.tsx'));

/** /dev/sql: the console only on a device whose devtools switch is on; an inspector who lands here is told so. */
export default function DevSqlRoute() {
  if (devtoolsEnabled()) {
    return (
      <Suspense fallback={<p className="page">Loading the SQL console…</p>}>
        <SqlConsoleScreen />
      </Suspense>
    );
  }
  return (
    <div className="page">
      <h1>Developer tools are off</h1>
      <p>
        The SQL console is for developers. Inspectors do not need it: everything is in the app&apos;s screens.
      </p>
      <p>
        Developers turn it on in the browser console with{' '}
        <code>localStorage.setItem(&apos;{DEVTOOLS_FLAG}&apos;, &apos;1&apos;)</code> and reload.
      </p>
      <Link to="/" className="button primary">
        Go home
      </Link>
    </div>
  );
}
