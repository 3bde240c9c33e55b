// The reference server: `node src/server/main.ts` (Node 24 runs TypeScript directly). Configuration: docs/server.md.
import { readConfig } from './config.ts';
import { createLogger, errorFields } from './log.ts';
import { readyLine } from './ready-line.ts';
import { startServer } from './server.ts';

const log = createLogger();
try {
  const config = readConfig();
  const server = await startServer({ config, log });
  server.ready.then(
    () => process.stdout.write(`${readyLine(config.publicUrl, server.port)}\n`),
    () => process.exit(1),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.info('stopping', { signal });
      void server.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  log.error('server did not start', errorFields(error));
  process.exit(1);
}
