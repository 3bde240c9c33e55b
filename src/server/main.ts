// The reference server: `node src/server/main.ts` (Node 24 runs TypeScript directly).
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';

const config = readConfig();
const app = createApp({ distDir: config.distDir, isReady: async () => true });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(JSON.stringify({ msg: 'listening', url: `http://${config.host}:${info.port}/` }));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
