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
