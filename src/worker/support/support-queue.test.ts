import { describe, expect, it, vi } from 'vitest';
import { openMemoryDb } from '../../db/open-memory-db.ts';
import { HttpClient } from '../sync/http-client.ts';
import { unsentWork } from '../sync/unsent-work.ts';
import { hasWorkToSend, nextAttemptIn } from '../sync/work-to-send.ts';
import {
  queueSupportMessage,
  sendDueSupportMessages,
  SENT_SUPPORT_KEPT_MS,
  supportMessageStatus,
} from './support-queue.ts';

const request = {
  name: 'Ana Inspector',
  email: 'ana@example.com',
  additionalInformation: 'The sync banner stays orange.',
  context: 'support-screen',
  metadata: { device: 'Android' },
};

const NOW = new Date('2026-12-03T10:00:00.000Z');

/** A server that answers every POST with `status` (or no network at all), recording the messages it got. */
function server(answer: () => number | 'offline') {
  const received: string[] = [];
  const fetcher = vi.fn(async (_url: URL, init: RequestInit) => {
    const status = answer();
    if (status === 'offline') throw new TypeError('Failed to fetch');
    if (status < 300) received.push((JSON.parse(init.body as string) as { message: string }).message);
    return new Response(status < 300 ? '{}' : 'no', { status });
  });
  const http = new HttpClient({
    baseUrl: '/api/admin/v1',
    fetch: fetcher as unknown as typeof fetch,
    getToken: () => async () => 'tok.en.1',
  });
  return { http, received, fetcher };
}

async function setup() {
  const open = await openMemoryDb();
  const state = async (id: string) => (await supportMessageStatus(open.kysely, id))?.state;
  return { ...open, state };
}

describe('the support queue', () => {
  it('keeps a message written offline, and sends it once the server can be reached', async () => {
    const { kysely, state } = await setup();
    let network: number | 'offline' = 'offline';
    const { http, received } = server(() => network);
    const id = await queueSupportMessage(kysely, request, NOW);
    expect(await state(id)).toBe('queued');
    expect(await hasWorkToSend(kysely, NOW)).toBe(true);
    // Logout would lose it: it counts as unsent.
    expect((await unsentWork(kysely)).supportMessages).toBe(1);

    await sendDueSupportMessages({ db: kysely, http, now: () => NOW });
    expect(await state(id)).toBe('queued');
    // No signal is no failure of the message's: it stays due, for the moment the probe sees the server again.
    expect(await hasWorkToSend(kysely, NOW)).toBe(true);

    network = 201;
    await sendDueSupportMessages({ db: kysely, http, now: () => NOW });
    expect(await state(id)).toBe('sent');
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0] ?? '{}')).toMatchObject({
      text: 'Support request from Ana Inspector <ana@example.com>\n\nThe sync banner stays orange.',
      metadata: { name: 'Ana Inspector', context: 'support-screen', device: 'Android' },
    });
    expect(await hasWorkToSend(kysely, NOW)).toBe(false);
    expect((await unsentWork(kysely)).supportMessages).toBe(0);
    // Sent is sent: another round posts nothing again.
    await sendDueSupportMessages({ db: kysely, http, now: () => NOW });
    expect(received).toHaveLength(1);
  });

  it('survives a reload: the message is in the database, not in the page', async () => {
    const { kysely, serial, state } = await setup();
    const id = await queueSupportMessage(kysely, request, NOW);
    const rows = await serial.use((db) => db.selectObjects('SELECT id, state, message FROM supportQueue'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, state: 'queued' });
    expect(await state(id)).toBe('queued');
  });

  it('waits out the server’s trouble (5xx) with a backoff, then sends', async () => {
    const { kysely, state } = await setup();
    let status = 502;
    const { http, received } = server(() => status);
    const id = await queueSupportMessage(kysely, request, NOW);
    await sendDueSupportMessages({ db: kysely, http, now: () => NOW, random: () => 0.5 });
    expect(await state(id)).toBe('queued');
    // First retry: between half and all of one second (backoff with jitter), here 750 ms.
    expect(await hasWorkToSend(kysely, NOW)).toBe(false);
    expect(await nextAttemptIn(kysely, NOW)).toBe(750);
    status = 201;
    const later = new Date(NOW.getTime() + 750);
    expect(await hasWorkToSend(kysely, later)).toBe(true);
    await sendDueSupportMessages({ db: kysely, http, now: () => later });
    expect(await state(id)).toBe('sent');
    expect(received).toHaveLength(1);
  });

  it('marks a message the server refuses for good (400) refused, and goes on with the next', async () => {
    const { kysely, state } = await setup();
    const answers = [400, 201];
    const { http, received } = server(() => answers.shift() ?? 201);
    const first = await queueSupportMessage(kysely, request, NOW);
    const second = await queueSupportMessage(
      kysely,
      { ...request, additionalInformation: 'Second' },
      new Date(NOW.getTime() + 1),
    );
    await sendDueSupportMessages({ db: kysely, http, now: () => NOW });
    expect(await state(first)).toBe('refused');
    expect(await state(second)).toBe('sent');
    expect(received).toHaveLength(1);
    expect(await hasWorkToSend(kysely, NOW)).toBe(false);
  });

  it('keeps a message whose token the server would not take (401 twice), for a later try', async () => {
    const { kysely, state } = await setup();
    const { http, fetcher } = server(() => 401);
    const id = await queueSupportMessage(kysely, request, NOW);
    await sendDueSupportMessages({ db: kysely, http, now: () => NOW });
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(await state(id)).toBe('queued');
  });

  it('posts one message once when the sync cycle and Send try at the same moment', async () => {
    const { kysely } = await setup();
    const { http, received } = server(() => 201);
    await queueSupportMessage(kysely, request, NOW);
    await Promise.all([
      sendDueSupportMessages({ db: kysely, http, now: () => NOW }),
      sendDueSupportMessages({ db: kysely, http, now: () => NOW }),
    ]);
    expect(received).toHaveLength(1);
  });

  it('refuses a message with nothing to read, and keeps nothing', async () => {
    const { kysely } = await setup();
    await expect(
      queueSupportMessage(kysely, { ...request, additionalInformation: '   ' }, NOW),
    ).rejects.toMatchObject({
      code: 'invalid-input',
      message: 'Please write what you need help with in Additional Information.',
    });
    expect(await kysely.selectFrom('supportQueue').selectAll().execute()).toEqual([]);
  });

  it('forgets a sent message a day after it went, when the next is queued', async () => {
    const { kysely, state } = await setup();
    const { http } = server(() => 201);
    const old = await queueSupportMessage(kysely, request, NOW);
    await sendDueSupportMessages({ db: kysely, http, now: () => NOW });
    await kysely.updateTable('supportQueue').set({ sentAt: NOW.toISOString() }).execute();
    const dayLater = new Date(NOW.getTime() + SENT_SUPPORT_KEPT_MS + 1);
    const next = await queueSupportMessage(kysely, request, dayLater);
    expect(await state(old)).toBeUndefined();
    expect(await state(next)).toBe('queued');
  });
});
