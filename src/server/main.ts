// The reference server: `node src/server/main.ts` (Node 24 runs TypeScript directly). Configuration: docs/server.md.
import { logLevelOf, readConfig } from './config.ts';
import { createLogger, errorFields, type Logger } from './log.ts';
import { readyLine } from './ready-line.ts';
import { startServer } from './server.ts';

let log: Logger = createLogger();
try {
  log = createLogger(undefined, logLevelOf(process.env));
  const config = readConfig();
  const server = await startServer({ config, log });
  server.ready.then(
    () => process.stdout.write(`${readyLine(config.publicUrl, server.port)}\n`),
    () => process.exit(1),
  );
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // A clean stop (drain.ts): in-flight requests finish first. A second signal ends the process at once.
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      log.info('stopping', { signal });
      void server.stop(config.stopGraceMs).then(() => process.exit(0));
    });
  }
} catch (error) {
  log.error('server did not start', errorFields(error));
  process.exit(1);
}
