import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserMessageResponseSchema } from '../../api/user-message.ts';
import { BACKENDS } from '../testing/backends.ts';
import { expect400, postJson } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

describe.each(BACKENDS)('POST user-message on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  it('stores the message with who sent it and answers ok', async () => {
    const message = JSON.stringify({ text: 'The bucket list is empty', metadata: { screen: '/new-bucket' } });
    const token = await server.token({ name: 'Tom Hughes', email: 'tom.hughes@example.com' });
    const response = await postJson(server, 'user-message', { message }, token);
    expect(response.status).toBe(201);
    const body = v.parse(UserMessageResponseSchema, await response.json());
    const row = await server.db
      .selectFrom('userMessages')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ message, userName: 'Tom Hughes', userEmail: 'tom.hughes@example.com' });
    expect(row.userSub).toMatch(/^local-/);
  });

  it('refuses a missing, blank, non-text or oversized message, and stores nothing', async () => {
    const before = await server.db
      .selectFrom('userMessages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [unknown, string][] = [
      [{}, 'Invalid key: Expected "message" but received undefined'],
      [{ message: '   ' }, 'Expected a message that is not blank'],
      [{ message: 42 }, 'Invalid type: Expected string but received 42'],
      [{ message: 'x'.repeat(100_001) }, 'Expected a message of at most 100000 characters'],
    ];
    for (const [body, message] of cases) {
      const error = await expect400(await postJson(server, 'user-message', body));
      expect(error.issues?.[0]?.message).toBe(message);
    }
    expect((await expect400(await postJson(server, 'user-message', '{"message":'))).error).toBe(
      'The request body is not valid JSON',
    );
    const after = await server.db
      .selectFrom('userMessages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

/** A stand-in for Slack's incoming webhook on loopback: records each text, answers with the status asked for. */
async function fakeSlack() {
  const texts: string[] = [];
  const state = { status: 200 };
  const http = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      texts.push((JSON.parse(body) as { text: string }).text);
      response.writeHead(state.status).end(state.status === 200 ? 'ok' : 'channel_not_found');
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/services/T0/B0/x`;
  return { url, texts, state, close: () => new Promise<void>((resolve) => http.close(() => resolve())) };
}

describe('POST user-message with SLACK_WEBHOOK_URL', () => {
  let slack: Awaited<ReturnType<typeof fakeSlack>>;
  let server: TestServer;
  beforeAll(async () => {
    slack = await fakeSlack();
    // The forwarding does not depend on the database: PGlite is enough.
    server = await startTestServer({ name: 'pglite' }, { env: { SLACK_WEBHOOK_URL: slack.url } });
  });
  afterAll(async () => {
    await server?.close();
    await slack?.close();
  });
  const stored = async () =>
    Number(
      (
        await server.db
          .selectFrom('userMessages')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('posts the message to Slack with who sent it, then stores it', async () => {
    const token = await server.token({ name: 'Tom Hughes', email: 'tom.hughes@example.com' });
    const message = JSON.stringify({ additionalInformation: 'No undercarriage on EX-204' });
    const response = await postJson(server, 'user-message', { message }, token);
    expect(response.status).toBe(201);
    expect(slack.texts.at(-1)).toBe(
      '*Support request* from Tom Hughes <mailto:tom.hughes@example.com|tom.hughes@example.com>\n' +
        '*additionalInformation*: No undercarriage on EX-204',
    );
    expect(await stored()).toBe(1);
  });

  it('answers 502 and stores nothing when Slack refuses, so trying again leaves no duplicate', async () => {
    slack.state.status = 404;
    const before = await stored();
    const response = await postJson(server, 'user-message', { message: 'help' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: 'The message could not be sent to Slack; please try again',
    });
    expect(await stored()).toBe(before);
    expect(server.logs.some((line) => line.includes('Slack answered 404 channel_not_found'))).toBe(true);
    slack.state.status = 200;
    expect((await postJson(server, 'user-message', { message: 'help' })).status).toBe(201);
    expect(await stored()).toBe(before + 1);
  });
});
