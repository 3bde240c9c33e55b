// The container's healthcheck (Containerfile HEALTHCHECK): asks this server's readiness probe over loopback and exits
// 0 when it answers 200, 1 otherwise (503 while starting or stopping, no answer, or no answer within 4 s). Run with
// the server's own environment: PORT, and TLS_CERT_FILE when it serves https itself.
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { API_BASE, API_PATHS } from '../api/paths.ts';

const port = Number(process.env.PORT ?? '8080');
const https = Boolean(process.env.TLS_CERT_FILE && process.env.TLS_KEY_FILE);
const url = `${https ? 'https' : 'http'}://127.0.0.1:${port}${API_BASE}/${API_PATHS.probeReady}`;
// Its own certificate names the public host, not 127.0.0.1: the loopback call checks readiness, not identity.
const request = (https ? httpsGet : httpGet)(
  url,
  { timeout: 4000, rejectUnauthorized: false },
  (response) => {
    response.resume();
    process.exit(response.statusCode === 200 ? 0 : 1);
  },
);
request.on('timeout', () => request.destroy(new Error('no answer within 4 s')));
request.on('error', (error) => {
  process.stderr.write(`healthcheck: ${url}: ${error.message}\n`);
  process.exit(1);
});
