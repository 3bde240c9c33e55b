import { readFile, stat } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from './app.ts';
import { setUpIdentity, type IdentitySetup } from './auth/identity.ts';
import { loadLocalKeys, loadLocalKeysFromDatabase } from './auth/local-keys.ts';
import { purgeExpiredOidcPayloads } from './auth/oidc-postgres-adapter.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db/connect.ts';
import { databaseHealth } from './db/health.ts';
import { migrate } from './db/migrate.ts';
import { HttpError } from './http-errors.ts';
import { Drain } from './drain.ts';
import { createRequestHandler } from './http-handler.ts';
import { startMetricsListener, type MetricsListener } from './metrics/metrics-listener.ts';
import { createServerMetrics } from './metrics/server-metrics.ts';
import { servedOverHttps } from './security-headers.ts';
import { capConnections, timeoutOptions } from './slow-clients.ts';
import { createLogger, errorFields, type Logger } from './log.ts';
import { createDatabasePhotoStore } from './photos/database-store.ts';
import { importPhotoFiles } from './photos/import-files.ts';
import { createPhotoStore, LEFTOVER_MAX_AGE_MS } from './photos/store.ts';
import { seed, todayAnchor } from './seed/run.ts';
import type { Services } from './services.ts';
import { slackForwarder } from './support/slack.ts';
import { createFullSyncSnapshots, SNAPSHOT_MAX_AGE_MS } from './sync/full-sync-snapshot.ts';
import { tombstonePurge } from './sync/purge-tombstones.ts';

// Starts the reference server: identity, HTTP listener (the probe answers 503 until the database is ready), then
// the database is opened, migrated and, when empty, seeded with the demo fleet. With PostgreSQL the identity's keys
// and the photos are in the database (docs/decisions/0026-stateless-server-processes.md), so it is opened and
// migrated before the identity is set up and the process listens; only the seed comes after.

/** How long an idle client connection stays open. */
export const KEEP_ALIVE_MS = 65_000;

export interface StartOptions {
  readonly config: ServerConfig;
  readonly log?: Logger;
  /** An opened database to use instead of the configured one (tests). */
  readonly database?: Database;
  /** Only tests turn the sync barrier off. */
  readonly syncBarrier?: boolean;
  /** Test instrumentation (Services.beforeSyncCursor). */
  readonly beforeSyncCursor?: () => void;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly identity: IdentitySetup;
  readonly services: Services;
  /** Settles when the database is migrated and seeded (rejects when that failed). */
  readonly ready: Promise<Database>;
  /** The metrics listener's port (METRICS_PORT; 0 there: any free one); undefined without metrics. */
  readonly metricsPort: number | undefined;
  /**
   * A clean stop (drain.ts): the probe answers 503, requests in flight finish (for up to graceMs; then their
   * connections are closed), new ones are answered 503; then close().
   */
  stop(graceMs: number): Promise<void>;
  close(): Promise<void>;
}

async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const log = options.log ?? createLogger();
  let database: Database | undefined;
  let isReady = false;
  // Everything processes must agree on is in PostgreSQL: DATA_DIR then holds only caches a process can lose.
  const shared = (options.database?.kind ?? config.database.kind) === 'postgres';
  let migrationsApplied: number[] | undefined;
  if (shared) {
    const opened = options.database ?? (await openDatabase(config.database));
    try {
      migrationsApplied = await migrate(opened.db);
    } catch (error) {
      if (options.database === undefined) await opened.close();
      throw error;
    }
    database = opened;
  }
  const openDb = () => {
    if (database === undefined) throw new Error('The database is not open yet');
    return database.db;
  };
  const dbWhenReady = () => {
    if (database === undefined || !isReady)
      throw new HttpError(503, { error: 'The server is starting; try again shortly' });
    return database.db;
  };
  // Nothing a request needs lives in this process alone (docs/decisions/0014): the identity provider's state is in
  // the database too, so several processes can serve one PostgreSQL.
  const identity = await setUpIdentity(
    config.identity,
    () => (shared ? loadLocalKeysFromDatabase(openDb()) : loadLocalKeys(config.dataDir)),
    dbWhenReady,
  );
  const snapshots = config.syncSnapshots
    ? createFullSyncSnapshots(path.join(config.dataDir, 'sync-snapshots'), log)
    : undefined;
  const photoDir = path.join(config.dataDir, 'photos');
  const databasePhotos = shared ? createDatabasePhotoStore(openDb) : undefined;
  const metrics = config.metrics === undefined ? undefined : createServerMetrics();
  metrics?.watchPool(() => database?.poolUse());
  const drain = new Drain();
  const health = databaseHealth(() => (database === undefined ? Promise.reject() : database.ping()));
  const services: Services = {
    get db() {
      return dbWhenReady();
    },
    log,
    photos: databasePhotos ?? createPhotoStore(photoDir),
    verifier: identity.verifier,
    ...(metrics === undefined ? {} : { metrics }),
    isReady: async () => isReady && !drain.stopping && health.healthy(),
    hasStarted: () => isReady,
    startedAt: new Date(),
    distDir: config.distDir,
    authOrigins: config.identity.mode === 'external' ? [new URL(config.identity.issuer).origin] : [],
    photoMaxBytes: config.photoMaxBytes,
    bodyMaxBytes: config.bodyMaxBytes,
    ...(config.rateLimit === undefined ? {} : { rateLimit: config.rateLimit }),
    ...(config.dailyQuota === undefined ? {} : { dailyQuota: config.dailyQuota }),
    syncOverlapMs: config.syncOverlapMs,
    ...(snapshots === undefined ? {} : { syncSnapshots: snapshots }),
    ...(config.slackWebhookUrl === undefined
      ? {}
      : { forwardUserMessage: slackForwarder(config.slackWebhookUrl) }),
    ...(options.syncBarrier === undefined ? {} : { syncBarrier: options.syncBarrier }),
    ...(options.beforeSyncCursor === undefined ? {} : { beforeSyncCursor: options.beforeSyncCursor }),
  };
  const app = createApp(services, identity.local);
  const handler = createRequestHandler(
    app,
    log,
    identity.local,
    servedOverHttps(config),
    config.timeouts.bodyIdleMs,
    metrics,
    drain,
  );
  // Slow clients are cut off in seconds (slow-clients.ts).
  const timeouts = timeoutOptions(config.timeouts);
  const server = config.tls
    ? createHttpsServer(
        { ...timeouts, cert: await readFile(config.tls.certFile), key: await readFile(config.tls.keyFile) },
        handler,
      )
    : createHttpServer(timeouts, handler);
  capConnections(server, config.maxConnections, config.tls !== undefined);
  // Idle connections are kept longer than a load balancer keeps its own (commonly 60 s), so the balancer never sends
  // a request on a connection this process is closing (Node's 5 s made that a reset under load). The headers' timeout
  // counts from a request's first byte, not from the previous answer, so it may be shorter.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  identity.local?.oidc.provider.on('server_error', (_ctx: unknown, error: unknown) =>
    log.error('identity provider error', errorFields(error)),
  );
  const port = await listen(server, config.port, config.host);
  const url = `${config.tls ? 'https' : 'http'}://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  log.info('listening', { url, publicUrl: config.publicUrl, identity: config.identity.mode });
  let metricsListener: MetricsListener | undefined;
  if (metrics !== undefined && config.metrics !== undefined) {
    metricsListener = await startMetricsListener(metrics, config.metrics, log).catch(
      async (error: unknown) => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        throw error;
      },
    );
  }

  const purge = tombstonePurge(config, log);
  // Leftovers of killed processes and expired sign-ins: at start and hourly (any process may do it).
  const sweep = async () => {
    await services.photos.sweepLeftovers(LEFTOVER_MAX_AGE_MS).then(
      (removed) => removed > 0 && log.info('unfinished photo uploads removed', { removed }),
      (error: unknown) => log.warn('unfinished photo uploads not swept', errorFields(error)),
    );
    // A partial snapshot older than a snapshot may be served is no one's work in progress.
    await snapshots?.sweepPartials(SNAPSHOT_MAX_AGE_MS).then(
      (removed) => removed > 0 && log.info('partial sync snapshots removed', { removed }),
      (error: unknown) => log.warn('partial sync snapshots not swept', errorFields(error)),
    );
    if (identity.local !== undefined && isReady && database !== undefined) {
      await purgeExpiredOidcPayloads(database.db).catch((error: unknown) =>
        log.warn('expired sign-in state not purged', errorFields(error)),
      );
    }
  };
  void sweep();
  const sweepTimer = setInterval(() => void sweep(), 60 * 60 * 1000);
  sweepTimer.unref();
  const ready = (async () => {
    const started = performance.now();
    database ??= options.database ?? (await openDatabase(config.database));
    const applied = migrationsApplied ?? (await migrate(database.db));
    const seeded =
      config.seedOnStart === 'demo'
        ? await seed(database.db, 'demo', 'whenEmpty', config.seedAnchor ?? todayAnchor())
        : undefined;
    // Photos a shared DATA_DIR held before they moved into the database: none go missing on the upgrade.
    const imported =
      databasePhotos !== undefined && (await stat(photoDir).catch(() => undefined))
        ? await importPhotoFiles(database.db, databasePhotos, photoDir)
        : 0;
    if (imported > 0) log.info('photo files imported into the database', { imported });
    // Before the first pull is served, so no pull races the purge.
    await purge.start(database.db);
    await health.checkNow();
    isReady = true;
    log.info('database ready', {
      database: database.description,
      migrationsApplied: applied,
      photos: shared ? 'database' : 'files',
      ...(seeded ? { seeded: seeded.scale, seedMs: seeded.ms } : {}),
      ms: Math.round(performance.now() - started),
    });
    return database;
  })();
  ready.catch((error: unknown) => log.error('database start failed', errorFields(error)));

  const close = async () => {
    isReady = false;
    purge.stop();
    clearInterval(sweepTimer);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await metricsListener?.close();
    await ready.catch(() => undefined);
    if (options.database === undefined) await database?.close();
  };
  return {
    url,
    port,
    identity,
    services,
    ready,
    metricsPort: metricsListener?.port,
    async stop(graceMs) {
      const stopping = drain.stop(graceMs);
      // Connections waiting for a next request would hold the stop: closed now; busy ones close after their answer.
      server.closeIdleConnections();
      log.info('draining', { inFlight: drain.inFlight, graceMs });
      const finished = await stopping;
      if (!finished)
        log.warn('requests still in flight when the stop grace ended', { inFlight: drain.inFlight });
      await close();
    },
    close,
  };
}
