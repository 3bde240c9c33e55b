// The databases the server suite runs against: PGlite always; PostgreSQL when TEST_DATABASE_URL is set (CI starts one
// with scripts/start-test-postgres.sh). Locally without it the suite notes that it ran on PGlite only; in CI
// (CI set) the missing URL fails backends.test.ts, so the PostgreSQL half can never silently not run.

export type Backend = { name: 'pglite' } | { name: 'postgres'; url: string };

export const MISSING_POSTGRES =
  'TEST_DATABASE_URL is not set: in CI the server suite must also run against PostgreSQL ' +
  '(export TEST_DATABASE_URL="$(scripts/start-test-postgres.sh)")';

function backends(): Backend[] {
  const url = process.env.TEST_DATABASE_URL?.trim() || undefined;
  if (url !== undefined) return [{ name: 'pglite' }, { name: 'postgres', url }];
  if (!process.env.CI) {
    process.stderr.write(
      'note: TEST_DATABASE_URL is not set, so the server suite runs on PGlite only ' +
        '(scripts/start-test-postgres.sh starts a PostgreSQL and prints the URL).\n',
    );
  }
  return [{ name: 'pglite' }];
}

export const BACKENDS: readonly Backend[] = backends();
