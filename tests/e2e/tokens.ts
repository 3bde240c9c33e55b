import { execFileSync } from 'node:child_process';
import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config.ts';

/** Where the e2e server keeps its data (its local identity keys among it). */
export { E2E_DATA_DIR };

/**
 * A real access token of the e2e server's local identity provider (`npm run -s token`), which the server accepts.
 */
export function localToken(name = 'Ana Inspector', email = 'ana@example.com', ttlSeconds?: number): string {
  const args = ['src/server/auth/token-cli.ts', '--name', name, '--email', email];
  if (ttlSeconds !== undefined) args.push('--ttl', String(ttlSeconds));
  const out = execFileSync(process.execPath, args, {
    env: { ...process.env, PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const token = out.trim().split('\n').pop() ?? '';
  if (token.split('.').length !== 3) throw new Error(`npm run token printed no token: ${out}`);
  return token;
}
