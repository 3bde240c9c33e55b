import { Hono } from 'hono';
import { sql } from 'kysely';
import { UserMessageRequestSchema, type UserMessageResponse } from '../../api/user-message.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError, parseOr400, readJson } from '../http-errors.ts';
import type { Services } from '../services.ts';
import { isoUtc } from '../sync/lists.ts';

// POST user-message (shell spec §7 "Support request"): the message goes to Slack when a webhook is configured, then
// is stored with who sent it; an ok answer means sent. Slack failing answers 502 and stores nothing, so the
// inspector's "try again" does not leave a duplicate behind.

export function userMessageRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/user-message', async (c) => {
    const { message } = parseOr400(
      UserMessageRequestSchema,
      await readJson(c, { maxBytes: services.bodyMaxBytes }),
      'body',
    );
    const identity = c.get('identity');
    if (services.forwardUserMessage) {
      try {
        await services.forwardUserMessage(message, identity);
      } catch (error) {
        services.log.warn('user message not forwarded', {
          user: identity.sub,
          reason: (error as Error).message,
        });
        throw new HttpError(502, { error: 'The message could not be sent to Slack; please try again' });
      }
    }
    const row = await services.db
      .insertInto('userMessages')
      .values({
        message,
        userSub: identity.sub,
        userName: identity.name ?? null,
        userEmail: identity.email ?? null,
      })
      .returning(['id', sql<string>`${sql.raw(isoUtc('received_at'))}`.as('receivedAt')])
      .executeTakeFirstOrThrow();
    services.log.info('user message received', { messageId: row.id, user: identity.sub });
    const body: UserMessageResponse = { ok: true, id: row.id, receivedAt: row.receivedAt };
    return c.json(body, 201);
  });
  return routes;
}
