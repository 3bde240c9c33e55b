import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { faultServerForFile, serverSync, type ShiftInspection } from './fault-server.ts';
import { jpegSize } from './jpeg.ts';
import {
  addPhoto,
  deviceSql,
  devicePhotoHash,
  engineReady,
  expectIntegrityOk,
  signedInAndSynced,
  drained,
} from './device.ts';
import { generateOperations, mulberry32, type Operation } from './scenario.ts';

// A randomised shift of at least 200 operations under dropped bodies, 5xx, stalls, duplicated deliveries,
// offline spells and reloads in the middle of a pull, a push and an upload. At the end every observation and photo
// on the device is on the server exactly once with its latest value, the device DB is intact and the outbox empty.

const OPERATIONS = 220;
const TIMEOUT_CAP_MS = 4000;
// Three different shifts, one after the other, against the same server: the scenario must pass three runs in a row.
const FIRST_SEED = Number(process.env.FAULT_SEED ?? 20261121);
const SEEDS = [FIRST_SEED, FIRST_SEED + 1, FIRST_SEED + 2];
const API = '/api/admin/v1';

type Inspection = ShiftInspection;

const faults = faultServerForFile({
  port: Number(process.env.FAULT_SERVER_PORT ?? 4330),
  inspector: { name: 'Fault Tester', email: 'faults@example.com' },
  seed: FIRST_SEED - 1,
});

async function reload(page: Page): Promise<void> {
  await page.reload();
  await engineReady(page, TIMEOUT_CAP_MS);
}

/** Reloads while a request matching `match` is held by the proxy, i.e. in the middle of that step. */
async function reloadDuring(page: Page, match: RegExp, start: () => Promise<unknown>): Promise<void> {
  const { proxy } = faults.current();
  proxy.inject('stall', match);
  const seen = proxy.nextRequest(match);
  await start();
  await page.evaluate(() => void globalThis.inspectEngine?.syncNow());
  await seen;
  await reload(page);
}

test.describe.configure({ mode: 'serial' });

for (const [run, SEED] of SEEDS.entries()) {
  test(`shift ${run + 1} of 3 (seed ${SEED}): every reading and photo reaches the server exactly once under faults, offline spells and reloads`, async ({
    page,
  }) => {
    await runShift(page, SEED);
  });
}

async function runShift(page: Page, SEED: number): Promise<void> {
  const { server, proxy, proxyUrl, token } = faults.current();
  // The first full sync, faults off: the fleet must be on the device before the shift starts.
  await signedInAndSynced(page, `${proxyUrl}/`, token, TIMEOUT_CAP_MS);
  const assetIds = (await deviceSql(page, 'SELECT id FROM assets ORDER BY id')).map((row) => Number(row[0]));
  expect(assetIds.length).toBeGreaterThan(0);

  const random = mulberry32(SEED);
  const inspections: Inspection[] = [];
  const counts: Record<
    Operation['kind'] | 'reload-during-push' | 'reload-during-pull' | 'reload-during-upload',
    number
  > = {
    'create-inspection': 0,
    record: 0,
    clear: 0,
    photo: 0,
    offline: 0,
    online: 0,
    reload: 0,
    sync: 0,
    'reload-during-push': 0,
    'reload-during-pull': 0,
    'reload-during-upload': 0,
  };
  const operations = generateOperations(SEED, OPERATIONS);
  proxy.faultRate = 0.2;
  for (const [index, operation] of operations.entries()) {
    const inspection = inspections[Math.floor(random() * inspections.length)];
    counts[operation.kind]++;
    switch (operation.kind) {
      case 'create-inspection': {
        const assetId = assetIds[Math.floor(random() * assetIds.length)] ?? 0;
        const created = await page.evaluate(
          (id) => globalThis.inspectEngine?.startInspection({ kind: 'machine', assetId: id }, 'Fault Tester'),
          assetId,
        );
        const categoryTypeExternalId = created?.inspectionCategoryTypes[0]?.externalId;
        if (!created || !categoryTypeExternalId) throw new Error('no inspection created');
        inspections.push({
          externalId: created.externalId,
          categoryTypeExternalId,
          assetId,
          sideExternalId: crypto.randomUUID(),
        });
        break;
      }
      case 'record':
      case 'clear':
        if (!inspection) break;
        await page.evaluate((input) => globalThis.inspectEngine?.saveObservation(input), {
          categoryTypeExternalId: inspection.categoryTypeExternalId,
          identifier: operation.identifier,
          value: operation.kind === 'record' ? operation.value : null,
          entityId: inspection.assetId,
        });
        break;
      case 'photo':
        if (!inspection) break;
        await addPhoto(page, {
          ...inspection,
          entityExternalId: inspection.sideExternalId,
          seed: operation.seed,
        });
        break;
      case 'offline':
        proxy.offline();
        break;
      case 'online':
        proxy.online();
        break;
      case 'reload':
        await reload(page);
        break;
      case 'sync':
        await page.evaluate(() => void globalThis.inspectEngine?.syncNow());
        break;
    }
    // Three planned reloads in the middle of each kind of request, with the network up for them.
    if (index === 60 || index === 120 || index === 180) {
      proxy.online();
    }
    if (inspection && index === 60) {
      counts['reload-during-push']++;
      await reloadDuring(page, /^POST \/api\/admin\/v1\/inspection$/, () =>
        page.evaluate((input) => globalThis.inspectEngine?.saveObservation(input), {
          categoryTypeExternalId: inspection.categoryTypeExternalId,
          identifier: 'Operation.Tonnage',
          value: '4242',
          entityId: inspection.assetId,
        }),
      );
    }
    if (index === 120) {
      counts['reload-during-pull']++;
      await reloadDuring(page, /^GET \/api\/admin\/v1\/inspection\/sync/, async () => undefined);
    }
    if (inspection && index === 180) {
      counts['reload-during-upload']++;
      await reloadDuring(page, /^POST \/api\/admin\/v1\/inspection\/upload\//, () =>
        addPhoto(page, { ...inspection, entityExternalId: inspection.sideExternalId, seed: index }),
      );
    }
  }

  // The signal comes back for good: the device drains everything.
  proxy.faultRate = 0;
  proxy.online();
  await drained(page, 'the device');

  await expectIntegrityOk(page);
  expect(await deviceSql(page, 'SELECT count(*) FROM outbox')).toEqual([[0]]);

  // Device and server agree, observation by observation.
  const categoryTypes = new Set(inspections.map((i) => i.categoryTypeExternalId));
  const device = new Map<string, string | null>();
  for (const inspection of inspections) {
    const rows = await page.evaluate(
      (id) => globalThis.inspectEngine?.listObservations(id),
      inspection.externalId,
    );
    for (const row of rows ?? []) device.set(row.externalId, row.value);
  }
  const pulled = await serverSync(faults.current());
  const serverObservations = (pulled.syncItems.observations ?? []).filter((o) =>
    categoryTypes.has(String(o.categoryTypeExternalId)),
  );
  const serverValues = new Map(
    serverObservations.map((o) => [String(o.externalId), (o.value as string | null) ?? null]),
  );
  expect(serverObservations.length, 'no observation is on the server twice').toBe(serverValues.size);
  expect(serverValues).toEqual(device);
  const serverInspections = (pulled.syncItems.inspections ?? []).filter((i) =>
    inspections.some((mine) => mine.externalId === i.externalId),
  );
  expect(serverInspections).toHaveLength(inspections.length);

  // Every photo on the device is on the server with the same bytes.
  const photos = (await deviceSql(
    page,
    `SELECT o.value, o.externalId FROM observations o WHERE o.observableItem = 'Undercarriage.Left.SideFrame.Photos'`,
  )) as [string, string][];
  for (const [fileName, observationExternalId] of photos) {
    const response = await fetch(`${server.url}${API}/inspection/download/${observationExternalId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status, `photo ${fileName}`).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    // Compressed on the device: at most 1600 px on the long side and about 0.5 MB.
    const { width, height } = jpegSize(bytes);
    expect(Math.max(width, height)).toBeLessThanOrEqual(1600);
    expect(bytes.byteLength).toBeLessThanOrEqual(0.55 * 1024 * 1024);
    const serverHash = createHash('sha256').update(bytes).digest('hex');
    expect(serverHash).toBe(await devicePhotoHash(page, fileName, observationExternalId));
  }

  console.log(
    JSON.stringify({
      seed: SEED,
      operations: operations.length,
      counts,
      inspections: inspections.length,
      observationsOnDevice: device.size,
      observationsOnServer: serverValues.size,
      photos: photos.length,
      faultsInjected: proxy.counts.faults,
      requestsForwarded: proxy.counts.forwarded,
    }),
  );
}
