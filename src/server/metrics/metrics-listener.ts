import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../log.ts';
import type { ServerMetrics } from './server-metrics.ts';

// GET /metrics on a listener of its own (METRICS_PORT): never on the public port, so the numbers an operator scrapes
// are not offered to whoever reaches the app, and a scrape never queues behind the app's connections.

export interface MetricsListener {
  readonly port: number;
  close(): Promise<void>;
}

export async function startMetricsListener(
  metrics: ServerMetrics,
  where: { readonly port: number; readonly host: string },
  log: Logger,
): Promise<MetricsListener> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: GET /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        log.error('metrics not collected', { error: String(error) });
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics not collected\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  log.info('metrics listening', { url: `http://${where.host}:${port}/metrics` });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
