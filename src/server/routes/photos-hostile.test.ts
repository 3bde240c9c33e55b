import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../testing/backends.ts';
import { fleetFacts, inspectionRequest } from '../testing/fixtures.ts';
import { postJson } from '../testing/helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { testJpeg } from '../testing/test-images.ts';

// Hostile photo uploads, each written as the request that did the harm: a 14 MB multipart body of 269,000 tiny
// parts sent by another inspector was parsed before the owner check (~2 s of a blocked server each, 15 s for eight);
// a multipart body with no boundary or cut short answered 500. What must follow: the owner is asked before the body is
// read (403, in the audit trail), a body of too many parts is refused as it arrives (400), a malformed one is a 400,
// nothing is stored, and the server keeps answering.

const BOUNDARY = 'zz';
const JPEG = Buffer.from(testJpeg(9));

/** `count` tiny fields of about 50 bytes each. */
function manyParts(count: number): Buffer {
  const part = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n`);
  return Buffer.concat([...new Array<Buffer>(count).fill(part), Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** One field of `bytes` bytes: as large as `manyParts` makes, in one part, for the time its sending alone takes. */
function onePart(bytes: number): Buffer {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return Buffer.concat([head, Buffer.alloc(bytes - head.byteLength - tail.byteLength, 'y'), tail]);
}

/** A well-formed form with the photo in `files`. */
function photoForm(): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="IMG_0042.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    JPEG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe.each(BACKENDS)('hostile photo uploads on $name', (backend) => {
  let server: TestServer;
  let blake: string;
  let observation: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    blake = await server.token({ name: 'Blake Other', email: 'blake@example.com' });
    const { request, hours } = inspectionRequest(await fleetFacts(server.db));
    expect((await postJson(server, 'inspection', request)).status).toBe(200);
    observation = hours.externalId;
  });
  afterAll(() => server?.close());

  const upload = (body: Buffer, contentType: string, token?: string) =>
    server.fetch(`inspection/upload/${observation}`, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { 'content-type': contentType },
      ...(token === undefined ? {} : { token }),
    });
  const form = `multipart/form-data; boundary=${BOUNDARY}`;
  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
  const photos = async () =>
    Number(
      (
        await server.db
          .selectFrom('photos')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("refuses another inspector's 14 MB upload of 269,000 parts before reading it, eight at once", async () => {
    const body = manyParts(269_000);
    expect(body.byteLength).toBeGreaterThan(13_000_000);
    const before = await photos();
    /** Eight of `sent` at once from the other inspector: their answers and how long they took (ms). */
    const eightAtOnce = async (sent: Buffer) => {
      const started = performance.now();
      const answers = await Promise.all(new Array(8).fill(0).map(() => upload(sent, form, blake)));
      return { answers, ms: performance.now() - started };
    };
    // The reference, in this run on this machine: the same bytes in one part, where there is nothing to parse.
    const reference = await eightAtOnce(onePart(body.byteLength));
    expect(reference.answers.map((answer) => answer.status)).toEqual(new Array(8).fill(403));
    const { answers, ms } = await eightAtOnce(body);
    expect(answers.map((answer) => answer.status)).toEqual(new Array(8).fill(403));
    expect(await errorOf(answers[0] as Response)).toBe(
      "This photo belongs to another inspector's inspection (Test Inspector): only they can upload it",
    );
    // Parsed first, eight took 15 s on the machine and 30 s here against 3-7 s of sending 112 MB; now a
    // lookup each, so the parts cost about what the sending does (a bound of 12 s failed at load 13: 13.9 s). The
    // reference is taken again after them, the slower of the two kept: the unit suite's other files load the machine
    // unevenly, and a reference taken in a quiet moment alone failed a run (2.5 s against a bound of 2.2 s).
    const referenceAfter = await eightAtOnce(onePart(body.byteLength));
    expect(ms).toBeLessThan(Math.max(reference.ms, referenceAfter.ms) * 2 + 1_000);
    const trail = await server.db
      .selectFrom('inspectionAudit')
      .select(['actorName', 'reason'])
      .where('action', '=', 'refused')
      .where('rowExternalId', '=', observation)
      .execute();
    // Each refusal in the trail: the references' sixteen and these eight.
    expect(trail).toHaveLength(24);
    expect(trail.every((row) => row.actorName === 'Blake Other' && row.reason?.startsWith('403: '))).toBe(
      true,
    );
    expect(await photos()).toBe(before);
    expect((await server.fetch('probe/ready')).status).toBe(200);
  });

  it("refuses its own inspector's upload of 269,000 parts with a 400 as the parts arrive", async () => {
    const refused = await upload(manyParts(269_000), form);
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe(
      'The multipart/form-data body has more than 8 parts; send the photo alone in "files"',
    );
  });

  it('answers 400, not 500, to a multipart body without a boundary or cut short, and stores nothing', async () => {
    const before = await photos();
    const noBoundary = await upload(photoForm(), 'multipart/form-data');
    expect(noBoundary.status).toBe(400);
    expect(await errorOf(noBoundary)).toBe(
      'The multipart/form-data body is malformed: its content type names no boundary',
    );
    const cut = photoForm().subarray(0, 200);
    const short = await upload(cut, form);
    expect(short.status).toBe(400);
    expect(await errorOf(short)).toBe(
      'The multipart/form-data body is malformed: it ends before its closing boundary (cut short?)',
    );
    const otherBoundary = await upload(photoForm(), 'multipart/form-data; boundary=not-the-one');
    expect(otherBoundary.status).toBe(400);
    expect(await photos()).toBe(before);
    // The same form, whole, is stored.
    expect((await upload(photoForm(), form)).status).toBe(201);
    expect(await photos()).toBe(before + 1);
  });
});
