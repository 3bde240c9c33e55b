// The databases the server suite runs against: PGlite always; PostgreSQL when TEST_DATABASE_URL is set (CI starts one
// with scripts/start-test-postgres.sh). In CI a missing TEST_DATABASE_URL is a failure, not a silent skip: the
// PostgreSQL backend stays in the list and its suites fail in beforeAll. Locally the suite notes that it ran on
// PGlite only.

export type Backend = { name: 'pglite' } | { name: 'postgres'; url: string | undefined };

function backends(): Backend[] {
  const url = process.env.TEST_DATABASE_URL?.trim() || undefined;
  if (url !== undefined || process.env.CI) return [{ name: 'pglite' }, { name: 'postgres', url }];
  process.stderr.write(
    'note: TEST_DATABASE_URL is not set, so the server suite runs on PGlite only ' +
      '(scripts/start-test-postgres.sh starts a PostgreSQL and prints the URL).\n',
  );
  return [{ name: 'pglite' }];
}

export const BACKENDS: readonly Backend[] = backends();

export const MISSING_POSTGRES =
  'TEST_DATABASE_URL is not set: in CI the server suite must also run against PostgreSQL ' +
  '(export TEST_DATABASE_URL="$(scripts/start-test-postgres.sh)")';
