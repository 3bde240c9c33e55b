import { test } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { FaultProxy } from './fault-proxy.ts';
import { mulberry32 } from './scenario.ts';

/** An inspection a shift works on, as the fault suites name it on the device and the server. */
export interface ShiftInspection {
  readonly externalId: string;
  readonly categoryTypeExternalId: string;
  readonly assetId: number;
  readonly sideExternalId: string;
}

/** A spec file's own server, reached through a fault proxy, and its inspector's token. */
export interface FaultServer {
  readonly server: ServerProcess;
  readonly proxy: FaultProxy;
  readonly proxyUrl: string;
  readonly token: string;
}

/**
 * Starts the file's server and proxy before its tests and stops them after (the proxy's faults drawn from `seed`,
 * so a failing shift replays). The answer is filled in once the file's tests start.
 */
export function faultServerForFile(options: {
  readonly port: number;
  readonly inspector: { readonly name: string; readonly email: string };
  readonly seed: number;
}): { current: () => FaultServer } {
  let world: FaultServer | undefined;
  test.beforeAll(async () => {
    const server = await startServerProcess(options.port);
    const token = await server.token(options.inspector.name, options.inspector.email);
    const proxy = new FaultProxy({ target: server.url, random: mulberry32(options.seed) });
    world = { server, proxy, token, proxyUrl: await proxy.listen() };
  });
  test.afterAll(async () => {
    await world?.proxy.close();
    await world?.server.stop();
  });
  return {
    current: () => {
      if (!world) throw new Error('the fault server starts before the tests of its file');
      return world;
    },
  };
}

/** What the server holds for the inspector: the sync lists as a device would pull them. */
export async function serverSync(
  world: FaultServer,
): Promise<{ syncItems: Record<string, Record<string, unknown>[]> }> {
  const response = await fetch(`${world.server.url}/api/admin/v1/inspection/sync`, {
    headers: { authorization: `Bearer ${world.token}` },
  });
  if (response.status !== 200) throw new Error(`the server's sync answered ${response.status}`);
  return (await response.json()) as { syncItems: Record<string, Record<string, unknown>[]> };
}
