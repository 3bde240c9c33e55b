// Runs the built image as a container and checks what docs/operations.md promises of it:
//
//   TEST_DATABASE_URL=… node tests/image/image-check.ts [image]        (as root; buildah, podman and runc installed)
//
// The image's own configuration is read (user, environment, command, working directory, healthcheck, stop signal) and
// its filesystem run with runc as an OCI container: its user, its command as PID 1, its environment, with the host's
// network (PostgreSQL and the checks reach it on loopback). `podman run` would do the same, but on the machine this
// was written on its runtimes cannot set the resource limits podman always asks for (see docs/operations.md
// "Checking an image"); runc with the image's configuration and no limits can. Then: no development package is in
// the image; the healthcheck passes once the database is ready; a device signs in and syncs; a save moves the
// metrics; SIGTERM in the middle of a burst of saves with an upload half-sent turns the healthcheck and the probe to
// 503, the upload finishes, the process exits 0, and every acknowledged save is in the database.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { API_BASE } from '../../src/api/paths.ts';
import { openDatabase } from '../../src/server/db/connect.ts';
import { fleetFacts, inspectionRequest } from '../../src/server/testing/fixtures.ts';
import {
  burstOfSaves,
  halfSentUpload,
  storedInspections,
  storedPhotoSize,
} from '../../src/server/testing/stop-mid-burst.ts';
import { testJpeg } from '../../src/server/testing/test-images.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const image = process.argv[2] ?? 'localhost/inspect:latest';
const databaseUrl = process.env.TEST_DATABASE_URL?.trim();
if (!databaseUrl) throw new Error('Set TEST_DATABASE_URL (scripts/start-test-postgres.sh prints one)');

const step = (text: string) => process.stdout.write(`✓ ${text}\n`);

interface ImageConfig {
  User: string;
  Env: string[];
  Cmd: string[];
  WorkingDir: string;
  StopSignal: string;
  Healthcheck: { Test: string[] };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const { stdout: inspected } = await run('buildah', ['inspect', '--type', 'image', image], {
  maxBuffer: 64 * 1024 * 1024,
});
const config = (JSON.parse(inspected) as { Docker: { config: ImageConfig } }).Docker.config;
assert.notEqual(config.User, '', 'the image names a user');
assert.notEqual(config.User, 'root');
assert.equal(config.StopSignal, 'SIGTERM');
assert.equal(config.Healthcheck.Test[0], 'CMD');
assert.match(config.Healthcheck.Test.join(' '), /src\/server\/healthcheck\.ts$/);
assert.equal(config.Cmd[0], '/app/node_modules/.bin/node', 'Node itself is the entry command (PID 1)');
step(
  `${image}: user ${config.User}, STOPSIGNAL SIGTERM, healthcheck ${config.Healthcheck.Test.slice(1).join(' ')}`,
);

const rootfs = (await run('podman', ['image', 'mount', image])).stdout.trim();
const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const bundle = await mkdtemp(path.join(tmpdir(), 'inspect-image-'));
const containerId = `inspect-check-${suffix}`;
const databaseName = `image_check_${suffix}`;
const admin = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
const appDatabaseUrl = Object.assign(new URL(databaseUrl), { pathname: `/${databaseName}` }).toString();
let container: ReturnType<typeof spawn> | undefined;

try {
  // Production dependencies only: no package the lock marks as development's.
  const lock = JSON.parse(await readFile(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  const devPackages = Object.entries(lock.packages)
    .filter(([name, entry]) => name.startsWith('node_modules/') && entry.dev === true)
    .map(([name]) => name);
  const present = devPackages.filter((name) => existsSync(path.join(rootfs, 'app', name)));
  assert.deepEqual(present, [], 'development packages in the image');
  for (const part of ['app/dist/index.html', 'app/src/server/main.ts', 'app/migrations/server'])
    assert.ok(existsSync(path.join(rootfs, part)), `${part} is in the image`);
  step(
    `production dependencies only (none of the lock's ${devPackages.length} development packages), dist inside`,
  );

  const passwd = await readFile(path.join(rootfs, 'etc/passwd'), 'utf8');
  const [, , uid, gid] = passwd
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === config.User) as string[];
  const dataDir = path.join(bundle, 'data');
  await mkdir(dataDir);
  await chown(dataDir, Number(uid), Number(gid));

  await sql`CREATE DATABASE ${sql.id(databaseName)}`.execute(admin.db);
  const [port, metricsPort] = [await freePort(), await freePort()];
  const env = new Map(config.Env.map((entry) => [entry.slice(0, entry.indexOf('=')), entry]));
  // The image's environment, plus what this run needs. No Entra ID here: the development identity provider signs
  // the device in, which NODE_ENV=production refuses.
  for (const [name, value] of Object.entries({
    DATABASE_URL: appDatabaseUrl,
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    PUBLIC_URL: `http://localhost:${port}`,
    NODE_ENV: 'development',
    SEED_ON_START: 'demo',
    STOP_GRACE_SECONDS: '30',
    RATE_LIMIT_PER_MINUTE: '0',
  }))
    env.set(name, `${name}=${value}`);

  await run('runc', ['spec'], { cwd: bundle });
  const spec = JSON.parse(await readFile(path.join(bundle, 'config.json'), 'utf8')) as {
    root: { path: string; readonly: boolean };
    process: Record<string, unknown>;
    mounts: { destination: string; type: string; source: string; options: string[] }[];
    linux: { namespaces: { type: string }[]; resources?: unknown };
  };
  spec.root = { path: rootfs, readonly: true };
  spec.process = {
    ...spec.process,
    terminal: false,
    user: { uid: Number(uid), gid: Number(gid) },
    args: config.Cmd,
    env: [...env.values()],
    cwd: config.WorkingDir,
  };
  delete spec.process.rlimits;
  delete spec.linux.resources;
  // The host's network (as `--network host`), and no cgroup namespace (this machine's cgroups are a v1/v2 mix).
  spec.linux.namespaces = spec.linux.namespaces.filter((ns) => ns.type !== 'network' && ns.type !== 'cgroup');
  spec.mounts = spec.mounts.filter((mount) => mount.type !== 'cgroup');
  spec.mounts.push({ destination: '/data', type: 'bind', source: dataDir, options: ['rbind', 'rw'] });
  spec.mounts.push({ destination: '/tmp', type: 'tmpfs', source: 'tmpfs', options: ['nosuid', 'nodev'] });
  spec.mounts.push({
    destination: '/etc/resolv.conf',
    type: 'bind',
    source: '/etc/resolv.conf',
    options: ['rbind', 'ro'],
  });
  await writeFile(path.join(bundle, 'config.json'), JSON.stringify(spec, null, 2));

  container = spawn('runc', ['run', '--bundle', bundle, containerId], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => container?.once('exit', (code) => resolve(code)));
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  container.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  createInterface({ input: container.stdout as NodeJS.ReadableStream }).on('line', (text) => {
    try {
      lines.push(JSON.parse(text) as Record<string, unknown>);
    } catch {
      lines.push({ text });
    }
  });

  const healthcheck = async (): Promise<number> =>
    run('runc', ['exec', '--user', `${uid}:${gid}`, containerId, ...config.Healthcheck.Test.slice(1)], {
      cwd: bundle,
    }).then(
      () => 0,
      (error: { code?: number }) => error.code ?? 1,
    );
  const started = Date.now();
  let healthy = 1;
  while (healthy !== 0) {
    if (Date.now() - started > 180_000) throw new Error(`not healthy in 3 minutes: ${stderr}`);
    if (container.exitCode !== null) throw new Error(`the container exited: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    healthy = await healthcheck();
  }
  step(`healthy after ${Math.round((Date.now() - started) / 1000)} s (the healthcheck's probe answered 200)`);

  const status = await run('runc', ['exec', containerId, 'cat', '/proc/1/status', '/proc/1/cmdline']);
  assert.match(status.stdout, new RegExp(`^Uid:\\s+${uid}\\s`, 'm'), 'PID 1 runs as the image user');
  assert.match(status.stdout, /src\/server\/main\.ts/, 'PID 1 is the server');
  step(`PID 1 is node src/server/main.ts as uid ${uid} (${config.User})`);

  // A device: signs in, pulls everything, saves, uploads a photo.
  const base = `http://localhost:${port}`;
  const signIn = await fetch(`${base}/local-sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Jordan Reyes', email: 'jordan@example.com' }),
  });
  assert.equal(signIn.status, 200, 'local sign-in');
  const token = ((await signIn.json()) as { access_token: string }).access_token;
  const api = (route: string, init: RequestInit = {}) =>
    fetch(`${base}${API_BASE}/${route}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });
  const full = await api('inspection/sync');
  assert.equal(full.status, 200);
  const synced = (await full.json()) as { isFullSync: boolean; syncItems: { assets: unknown[] } };
  assert.equal(synced.isFullSync, true);
  assert.ok(synced.syncItems.assets.length > 0, 'the demo fleet is in the full sync');
  const app = await openDatabase({ kind: 'postgres', url: appDatabaseUrl, poolSize: 2 });
  try {
    const facts = await fleetFacts(app.db);
    const first = inspectionRequest(facts);
    assert.equal(
      (await api('inspection', { method: 'POST', body: JSON.stringify(first.request) })).status,
      200,
    );
    step(
      `a device signed in, synced ${synced.syncItems.assets.length} assets in full, and saved an inspection`,
    );

    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    assert.match(metrics, /^inspect_saves_total\{outcome="saved"\} 1$/m);
    assert.doesNotMatch(await (await fetch(`${base}/metrics`)).text(), /# TYPE/);
    step(`metrics on port ${metricsPort} count the save; the public port serves none`);

    // The stop: an upload half-sent, a burst of saves, SIGTERM (the image's stop signal) once a dozen are answered.
    const photo = testJpeg(4, 600);
    const upload = halfSentUpload(base, token, first.hours.externalId, photo);
    const { acknowledged, turnedAway, stopped } = await burstOfSaves({
      facts,
      count: 60,
      firstHours: 70_000,
      stopAfter: 12,
      save: (body) => api('inspection', { method: 'POST', body }),
      stop: () => run('runc', ['kill', containerId, config.StopSignal.replace(/^SIG/, '')]),
    });
    assert.ok(stopped);
    assert.equal(await healthcheck(), 1, 'the healthcheck fails while the server drains');
    assert.equal((await fetch(`${base}${API_BASE}/probe/ready`)).status, 503);
    step(
      `SIGTERM mid-burst: ${acknowledged.length} saves acknowledged, ${turnedAway.length} turned away (503, retried by a device); healthcheck and probe 503 while the upload is in flight`,
    );
    upload.finish();
    assert.equal(await upload.status, 201, 'the upload in flight finished');
    assert.equal(await exited, 0, 'the server exited 0');
    assert.deepEqual(await storedInspections(app.db, acknowledged), [...acknowledged].sort());
    assert.equal(await storedPhotoSize(app.db, first.hours.externalId), photo.byteLength);
    assert.ok(lines.some((line) => line.msg === 'draining'));
    step(
      'the upload in flight was stored, the process exited 0, and every acknowledged save is in the database',
    );
  } finally {
    await app.close();
  }
} finally {
  if (container !== undefined && container.exitCode === null)
    await run('runc', ['kill', containerId, 'KILL']).catch(() => undefined);
  await run('runc', ['delete', '--force', containerId]).catch(() => undefined);
  await run('podman', ['image', 'unmount', image]).catch(() => undefined);
  await sql`DROP DATABASE IF EXISTS ${sql.id(databaseName)} WITH (FORCE)`
    .execute(admin.db)
    .catch(() => undefined);
  await admin.close();
  await rm(bundle, { recursive: true, force: true });
}
