import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { SqlPage, SqlRunResult } from '../../worker/contract.ts';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { saveFile } from '../shell/save-file.ts';
import { exportFileName } from './download.ts';
import { ResultTable } from './ResultTable.tsx';
import { SchemaBrowser } from './SchemaBrowser.tsx';

const PAGE_SIZE = 100;

/** /dev/sql: a deliberate, read-only-by-default door into the live local database, for developers. */
export default function SqlConsoleScreen() {
  const { engine } = useEngine();
  const sqlId = useId();
  const [sql, setSql] = useState('SELECT name, type FROM sqlite_schema ORDER BY name;');
  const [allowWrites, setAllowWrites] = useState(false);
  const [result, setResult] = useState<SqlRunResult | undefined>();
  const [page, setPage] = useState<SqlPage | undefined>();
  const history = useEngineQuery({
    queryKey: ['dev', 'sql-history'],
    query: (e) => e.sqlHistory(),
  });

  const run = useMutation({
    mutationFn: (text: string): Promise<SqlRunResult> =>
      engine.runSql({ sql: text, allowWrites, pageSize: PAGE_SIZE }),
    retry: 0, // a write must never run twice
    onSuccess: (outcome) => {
      setResult(outcome);
      setPage(outcome.ok ? outcome : undefined);
    },
  });
  const exportDb = useMutation({
    mutationFn: () => engine.exportDatabase(),
    retry: 0,
    onSuccess: (bytes) =>
      saveFile(
        new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/vnd.sqlite3' }),
        exportFileName(),
      ),
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    run.mutate(sql);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };
  const paging = useMutation({
    mutationFn: ({ resultId, offset }: { resultId: number; offset: number }) =>
      engine.sqlPage(resultId, offset, PAGE_SIZE),
    onSuccess: (next) => next && setPage(next),
    retry: 0,
  });
  const showPage = (offset: number) => page && paging.mutate({ resultId: page.resultId, offset });

  return (
    <div className="sql-console">
      <section className="sql-main" aria-label="SQL console">
        <h1>SQL console</h1>
        <form onSubmit={submit}>
          <label htmlFor={sqlId}>SQL</label>
          <textarea
            id={sqlId}
            className="mono"
            rows={6}
            spellCheck={false}
            value={sql}
            onChange={(event) => setSql(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <div className="toolbar">
            <button type="submit" className="button primary" disabled={run.isPending}>
              {run.isPending ? 'Running…' : 'Run'}
            </button>
            <label className="toggle">
              <input
                type="checkbox"
                checked={allowWrites}
                onChange={(event) => setAllowWrites(event.target.checked)}
              />
              Allow writes
            </label>
            <button
              type="button"
              className="button"
              disabled={exportDb.isPending}
              onClick={() => exportDb.mutate()}
            >
              {exportDb.isPending ? 'Exporting…' : 'Export database (.sqlite3)'}
            </button>
          </div>
          <p className="muted">
            {allowWrites
              ? 'Writes are on: everything you run goes in one transaction, rolled back if any statement fails.'
              : 'Read-only: statements that would change the database are refused. Ctrl+Enter runs.'}
          </p>
        </form>
        {run.isError && <p role="alert">The worker did not answer: {run.error.message}</p>}
        {exportDb.isError && <p role="alert">Export failed: {exportDb.error.message}</p>}
        {result && !result.ok && (
          <div role="alert" className="sql-error">
            <strong>Error:</strong> {result.error}
            {result.statement && <pre className="mono">{result.statement}</pre>}
          </div>
        )}
        {result?.ok && (
          <p className="muted" data-testid="sql-summary">
            {result.statements} statement{result.statements === 1 ? '' : 's'} in {result.elapsedMs} ms
            {result.wrote ? `, ${result.changes} row${result.changes === 1 ? '' : 's'} changed` : ''}
          </p>
        )}
        {page && page.columns.length > 0 && (
          <ResultTable page={page} pageSize={PAGE_SIZE} busy={paging.isPending} onPage={showPage} />
        )}
        <section aria-label="Recent queries" className="history">
          <h2>Recent queries</h2>
          {history.data?.length === 0 && <p className="muted">Queries you run are kept here.</p>}
          <ul>
            {history.data?.map((entry) => (
              <li key={entry.sql}>
                <button type="button" className="link-button mono" onClick={() => setSql(entry.sql)}>
                  {entry.ok ? '' : '✗ '}
                  {entry.sql}
                </button>
              </li>
            ))}
          </ul>
        </section>
      </section>
      <SchemaBrowser onPick={setSql} />
    </div>
  );
}
