import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The settings the operators' documents name (docs/entra-id.md, docs/operations.md, docs/server.md) and the image's
// files (Containerfile, compose.yaml, compose.env.example) exist in the code that reads them, and every setting the
// code reads is in docs/server.md; the sign-in's, in docs/entra-id.md. A renamed or removed setting fails here
// instead of leaving a guide that configures nothing.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFile(path.join(ROOT, file), 'utf8');

/** Names these files use that are not the server's or the build's settings, and whose they are. */
const NOT_SETTINGS: Record<string, string> = {
  POSTGRES_DB: "the postgres image's",
  POSTGRES_USER: "the postgres image's",
  POSTGRES_PASSWORD: "the postgres image's",
  INSPECT_PORT: "compose's published port",
  INSPECT_METRICS_PORT: "compose's published metrics port",
  BASE: "the Containerfile's base image",
  NODE_VERSION: "the Containerfile's Node download",
  NPM_VERSION: "the Containerfile's npm download",
  NPM_REGISTRY: "the Containerfile's npm download",
  NODE_EXTRA_CA_CERTS: "Node's, in the Containerfile's build stages",
  SAVE_LIMITS: 'a constant of src/api/save-inspections.ts',
  TEST_DATABASE_URL: "the test suite's PostgreSQL",
};

/** Setting-like names: backticked in prose, assigned (`NAME=`), or interpolated (`${NAME`). */
function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name] of text.matchAll(/`([A-Z][A-Z0-9_]{2,})[`=]/g)) names.add(name as string);
  for (const [, name] of text.matchAll(/(?:^|[\s"'])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=/gm))
    names.add(name as string);
  for (const [, name] of text.matchAll(/\$\{([A-Z][A-Z0-9_]+)/g)) names.add(name as string);
  for (const [, name] of text.matchAll(/^\s+([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+):/gm)) names.add(name as string);
  for (const [, name] of text.matchAll(/^ARG ([A-Z][A-Z0-9_]+)/gm)) names.add(name as string);
  for (const name of NOT_SETTINGS_IN_PROSE) names.delete(name);
  return names;
}
/** All-caps words in backticks that are values, not names. */
const NOT_SETTINGS_IN_PROSE = ['AAD', 'OIDC', 'GET', 'POST', 'DENY'];

/** What the server reads (`env.NAME`, `env, 'NAME'`) and what the build reads (`import.meta.env.NAME`). */
async function settingsRead(): Promise<{ server: Set<string>; build: Set<string> }> {
  const serverText = (
    await Promise.all(['src/server/config.ts', 'src/server/healthcheck.ts'].map(read))
  ).join('\n');
  const server = new Set<string>();
  for (const [, name] of serverText.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)) server.add(name as string);
  for (const [, name] of serverText.matchAll(/env, '([A-Z][A-Z0-9_]+)'/g)) server.add(name as string);
  const build = new Set<string>();
  for (const [, name] of (await read('src/ui/auth/auth-config.ts')).matchAll(/env\.(VITE_[A-Z0-9_]+)/g))
    build.add(name as string);
  return { server, build };
}

describe("the operators' documents name only settings that exist", () => {
  it.each([
    'docs/entra-id.md',
    'docs/operations.md',
    'docs/server.md',
    'docs/app-shell.md',
    'Containerfile',
    'compose.yaml',
    'compose.env.example',
  ])('%s', async (file) => {
    const { server, build } = await settingsRead();
    const unknown = [...namesIn(await read(file))].filter(
      (name) => !server.has(name) && !build.has(name) && NOT_SETTINGS[name] === undefined,
    );
    expect(unknown).toEqual([]);
  });

  it('docs/server.md lists every setting the server reads; docs/entra-id.md every sign-in setting', async () => {
    const { server, build } = await settingsRead();
    const serverDoc = namesIn(await read('docs/server.md'));
    expect([...server].filter((name) => !serverDoc.has(name))).toEqual([]);
    const guide = namesIn(await read('docs/entra-id.md'));
    const signIn = [...server].filter((name) => name.startsWith('OIDC_') || name === 'TOKEN_MAX_AGE_SECONDS');
    expect([...signIn, ...build].filter((name) => !guide.has(name))).toEqual([]);
  });

  it('finds the names it checks (a guide naming a setting that is gone would fail)', () => {
    expect(
      [...namesIn('set `OIDC_AUDENCE` and\nVITE_AUTH_CLIENT=x\n  FOO_BAR: ${BAZ_QUX:-}')].sort(),
    ).toEqual(['BAZ_QUX', 'FOO_BAR', 'OIDC_AUDENCE', 'VITE_AUTH_CLIENT']);
  });
});
