import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// The image's healthcheck (`node src/server/healthcheck.ts`, Containerfile HEALTHCHECK): healthy only when the
// readiness probe on PORT answers 200; a 503 (starting, stopping) or no server at all is unhealthy.

const SCRIPT = fileURLToPath(new URL('./healthcheck.ts', import.meta.url));

function healthcheck(port: number): Promise<number> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT], { env: { ...process.env, PORT: String(port) } }, (error) =>
      resolve(error === null ? 0 : typeof error.code === 'number' ? error.code : 1),
    );
  });
}

describe('the container healthcheck', () => {
  let server: Server | undefined;
  const paths: string[] = [];
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const probeAnswering = async (status: number) => {
    server = createServer((req, res) => {
      paths.push(req.url ?? '');
      res.writeHead(status).end();
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };

  it('passes when the probe answers 200, and asks the readiness probe', async () => {
    expect(await healthcheck(await probeAnswering(200))).toBe(0);
    expect(paths.at(-1)).toBe('/api/admin/v1/probe/ready');
  });

  it('fails when the probe answers 503 (starting or stopping)', async () => {
    expect(await healthcheck(await probeAnswering(503))).toBe(1);
  });

  it('fails when nothing listens', async () => {
    const port = await probeAnswering(200);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    expect(await healthcheck(port)).toBe(1);
  });
});
