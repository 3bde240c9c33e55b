// `npm run -s token -- --name NAME --email EMAIL [--ttl SECONDS]`: prints an access token of the local identity
// provider, alone on its last line, for scripts and tests. It signs with the server's key (in DATA_DIR, or in the
// database with DATABASE_URL), so the server started with the same environment accepts it.
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { readConfiguredLocalKeys } from './configured-keys.ts';
import { mintLocalToken } from './local-token.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    email: { type: 'string' },
    ttl: { type: 'string' },
  },
});
const name =
  values.name?.trim() || fail('Usage: npm run -s token -- --name NAME --email EMAIL [--ttl SECONDS]');
const email = values.email?.trim() || fail('--email is required');
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`Not an e-mail address: ${email}`);

let config;
try {
  config = readConfig();
} catch (error) {
  fail((error as Error).message);
}
const identity = config.identity;
if (identity.mode !== 'local') {
  fail(
    'Tokens are only made for the local identity provider: unset OIDC_ISSUER (and do not run in production).',
  );
}
const ttl = values.ttl === undefined ? identity.accessTokenTtlSeconds : Number(values.ttl);
if (!Number.isInteger(ttl) || ttl < 1) fail(`--ttl must be a whole number of seconds, not ${values.ttl}`);

const keys = await readConfiguredLocalKeys(config);
const token = await mintLocalToken({
  keys,
  issuer: identity.issuer,
  audience: identity.audience,
  clientId: identity.clientId,
  ttlSeconds: ttl,
  name,
  email,
});
process.stderr.write(
  `Local access token for ${name} <${email}>, valid ${ttl} s, issuer ${identity.issuer}\n`,
);
process.stdout.write(`${token}\n`);
