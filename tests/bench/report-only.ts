// `npm run build && node tests/bench/report-only.ts --port P`: only the report figures of `npm run bench`, at demo
// scale: the app syncs the demo fleet in a browser profile, then the Word report in the worker (report-bench.ts:
// after prepareReport as Submit gets it, cold, again) and POST report/generate on the server, twice. Prints JSON.
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { makeDataDir, seedFleet, startServerProcess } from '../support/server-process.ts';
import { withProfile } from './browser-bench.ts';
import { measurePreparedReport, measureReport } from './report-bench.ts';
import { syncedPage } from './synced-page.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4340' } } });
const port = Number(values.port);
const log = (message: string) => process.stderr.write(`[report-only] ${message}\n`);

const dataDir = await makeDataDir();
await seedFleet(dataDir, 'demo', port);
const server = await startServerProcess(port, { dataDir });
try {
  const token = await server.token('Bench Inspector', 'bench@example.com');
  const worker = await withProfile(async (context) => {
    log('syncing the demo fleet');
    const page = await syncedPage(context, server);
    log('report in the worker');
    const cold = await measureReport(page);
    const { figures: prepared, page: fresh } = await measurePreparedReport(page, cold.inspectionExternalId);
    const photoStates = await fresh.evaluate(async () =>
      globalThis.inspectEngine?.runSql({
        sql: 'SELECT state, count(*), max(lastError) FROM photoQueue GROUP BY state',
        allowWrites: false,
      }),
    );
    log(`photo uploads: ${JSON.stringify(photoStates)}`);
    return { ...cold, ...prepared };
  });
  const serverMs: number[] = [];
  let serverBytes = 0;
  for (let i = 0; i < 2; i++) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/admin/v1/report/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reportType: 'UndercarriageInspection', entityId: worker.inspectionExternalId }),
    });
    serverBytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`report/generate answered ${response.status}`);
    serverMs.push(Math.round(performance.now() - started));
  }
  const round = (n: number) => Math.round(n);
  process.stdout.write(
    `${JSON.stringify({
      reportMs: round(worker.reportMs),
      prepareMs: round(worker.prepareMs),
      idleLongTasks: worker.idleLongTasks,
      reportLongTasks: worker.reportLongTasks,
      reportLongestTaskMs: round(worker.reportLongestTaskMs),
      longestTaskMs: round(worker.longestTaskMs),
      coldReportMs: round(worker.coldReportMs),
      warmReportMs: round(worker.warmReportMs),
      longTasks: worker.longTasks,
      bytes: worker.bytes,
      serverReportMs: serverMs[0],
      serverWarmReportMs: serverMs[1],
      serverBytes,
    })}\n`,
  );
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
