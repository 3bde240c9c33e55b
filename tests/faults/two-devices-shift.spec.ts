import { createHash } from 'node:crypto';
import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { faultServerForFile, serverSync, type ShiftInspection } from './fault-server.ts';
import {
  addPhoto,
  deviceSql,
  devicePhotoHash,
  engineReady,
  expectIntegrityOk,
  signedInAndSynced,
  drained,
} from './device.ts';
import { mulberry32 } from './scenario.ts';

// Two devices of one inspector through the fault proxy (docs/decisions/0052, 0064, 0073): a tablet starts an
// inspection, a phone pulls it, then both are offline for part of the shift and change the same reading, readings of
// their own and one photo each, and come back one after the other through dropped bodies, 5xx, stalls and duplicated
// deliveries. At the end both devices and the server hold the same record, the conflict is shown on both and settled
// on one, and every value either device typed last is in the record or kept in the conflict.

const TIMEOUT_CAP_MS = 4000;
const SEED = Number(process.env.FAULT_SEED ?? 20261121) + 7;
const API = '/api/admin/v1';
const SAME = 'Operation.Tonnage';
// Each device's readings of its own: they merge without a word.
const OWN = {
  tablet: ['Operation.Bcm', 'Operation.LeftUndercarriageChangeout.Hours'],
  phone: ['Operation.TotalMachineHours', 'Operation.RightUndercarriageChangeout.Hours'],
} as const;
const PHOTO_ITEM = 'Undercarriage.Left.SideFrame.Photos';

type Name = keyof typeof OWN;
interface Device {
  readonly name: Name;
  readonly page: Page;
  /** The last value this device typed of each reading. */
  readonly typed: Map<string, string>;
  photo?: { fileName: string; observationExternalId: string };
}
type Shared = ShiftInspection;

const faults = faultServerForFile({
  port: Number(process.env.FAULT_SERVER_PORT ?? 4330) + 1,
  inspector: { name: 'Two Devices', email: 'two-devices@example.com' },
  seed: SEED - 1,
});

test.describe.configure({ timeout: 5 * 60_000 });

/** A browser profile of its own (its own database and photos), named by its user agent as the server records it. */
async function openDevice(browser: Browser, name: Name): Promise<Device> {
  const { proxyUrl, token } = faults.current();
  const profile = name === 'tablet' ? devices['Galaxy Tab S4'] : devices['Pixel 5'];
  const context = await browser.newContext({ userAgent: profile.userAgent });
  const page = await context.newPage();
  await signedInAndSynced(page, `${proxyUrl}/`, token, TIMEOUT_CAP_MS);
  return { name, page, typed: new Map() };
}

async function record(device: Device, shared: Shared, identifier: string, value: string): Promise<void> {
  await device.page.evaluate((input) => globalThis.inspectEngine?.saveObservation(input), {
    categoryTypeExternalId: shared.categoryTypeExternalId,
    identifier,
    value,
    entityId: shared.assetId,
  });
  device.typed.set(identifier, value);
}

/** The inspection's readings on a device: observable item (a photo by its file) → value. */
async function recordOn(device: Device, shared: Shared): Promise<Map<string, string | null>> {
  const rows = await deviceSql(
    device.page,
    `SELECT o.externalId, o.observableItem, o.value FROM observations o
     WHERE o.categoryTypeExternalId = '${shared.categoryTypeExternalId}'`,
  );
  return new Map(rows.map(([id, item, value]) => [`${String(item)}:${String(id)}`, value as string | null]));
}

/** The conflicts a device holds of the inspection: [observable item id, held value, value, settled]. */
async function conflictsOn(device: Device, shared: Shared): Promise<unknown[][]> {
  return deviceSql(
    device.page,
    `SELECT c.observationExternalId, c.heldValue, c.value, c.settledAt IS NOT NULL FROM observationConflicts c
     WHERE c.inspectionExternalId = '${shared.externalId}' ORDER BY c.id`,
  );
}

test('two devices of one inspector, both offline for part of the shift, end with one record under faults: the conflict shown on both, settled on one, nothing typed lost', async ({
  browser,
}) => {
  const { server, proxy, proxyUrl, token } = faults.current();
  const random = mulberry32(SEED);
  const value = () => String(1000 + Math.floor(random() * 90_000));
  const tablet = await openDevice(browser, 'tablet');
  const phone = await openDevice(browser, 'phone');
  const assetId = Number((await deviceSql(tablet.page, 'SELECT min(id) FROM assets'))[0]?.[0]);

  // The tablet starts the inspection and records every reading; the phone pulls it, under faults already.
  proxy.faultRate = 0.2;
  const created = await tablet.page.evaluate(
    (id) => globalThis.inspectEngine?.startInspection({ kind: 'machine', assetId: id }, 'Two Devices'),
    assetId,
  );
  const categoryTypeExternalId = created?.inspectionCategoryTypes[0]?.externalId;
  if (!created || !categoryTypeExternalId) throw new Error('no inspection created');
  const shared: Shared = {
    externalId: created.externalId,
    categoryTypeExternalId,
    assetId,
    sideExternalId: crypto.randomUUID(),
  };
  for (const identifier of [SAME, ...OWN.tablet, ...OWN.phone])
    await record(tablet, shared, identifier, value());
  await drained(tablet.page, tablet.name);
  await expect
    .poll(async () => (await drained(phone.page, phone.name), (await recordOn(phone, shared)).size), {
      timeout: 120_000,
    })
    .toBe(5);
  // What the phone pulled, it has seen: its later edits of those values are its inspector's, not a loss.
  tablet.typed.clear();

  // Both offline: each changes the same reading and its own, again and again, and takes one photo.
  for (const device of [tablet, phone]) await device.page.context().setOffline(true);
  for (let round = 0; round < 4; round++) {
    for (const device of [tablet, phone]) {
      await record(device, shared, SAME, value());
      const own = OWN[device.name];
      await record(device, shared, own[Math.floor(random() * own.length)] as string, value());
    }
  }
  for (const device of [tablet, phone]) {
    const fileName = await addPhoto(device.page, {
      categoryTypeExternalId: shared.categoryTypeExternalId,
      entityExternalId: shared.sideExternalId,
      seed: Math.floor(random() * 1e9),
    });
    const rows = await deviceSql(
      device.page,
      `SELECT externalId FROM observations WHERE value = '${fileName}'`,
    );
    device.photo = { fileName, observationExternalId: String(rows[0]?.[0]) };
  }

  // The tablet comes back first, then the phone: the server holds the tablet's value, the phone's is kept beside it.
  await tablet.page.context().setOffline(false);
  await drained(tablet.page, tablet.name);
  await phone.page.context().setOffline(false);
  await drained(phone.page, phone.name);
  proxy.faultRate = 0;
  await drained(tablet.page, tablet.name);

  // The conflict is on both devices, of the same reading only, and shown on Home's card of each.
  const sameId = (
    await deviceSql(
      tablet.page,
      `SELECT externalId FROM observations WHERE observableItem = '${SAME}'
       AND categoryTypeExternalId = '${shared.categoryTypeExternalId}'`,
    )
  )[0]?.[0];
  for (const device of [tablet, phone]) {
    await expect
      .poll(
        async () =>
          (await conflictsOn(device, shared)).map(([observation, , , settled]) => [observation, settled]),
        {
          message: `${device.name} holds the open conflict`,
          timeout: 60_000,
        },
      )
      .toEqual([[sameId, 0]]);
    expect(await conflictsOn(device, shared)).toEqual([
      [sameId, tablet.typed.get(SAME), phone.typed.get(SAME), 0],
    ]);
    await device.page.goto(`${proxyUrl}/`);
    await engineReady(device.page, TIMEOUT_CAP_MS);
    await expect(device.page.locator(`a[href="/inspections/${shared.externalId}"]`)).toContainText(
      'Changed on another device: 1 reading',
      { timeout: 60_000 },
    );
  }

  // Settled on the phone, keeping the phone's value, under faults again; the tablet pulls the choice.
  const conflictId = Number(
    (await deviceSql(phone.page, `SELECT id FROM observationConflicts WHERE settledAt IS NULL`))[0]?.[0],
  );
  await phone.page.evaluate((input) => globalThis.inspectEngine?.settleConflict(input), {
    inspectionExternalId: shared.externalId,
    conflictId,
    keep: 'yours' as const,
  });
  proxy.faultRate = 0.2;
  await drained(phone.page, phone.name);
  proxy.faultRate = 0;
  await drained(phone.page, phone.name);
  await expect
    .poll(
      async () => (
        await drained(tablet.page, tablet.name),
        (await conflictsOn(tablet, shared)).map((c) => c[3])
      ),
      {
        timeout: 60_000,
      },
    )
    .toEqual([1]);

  // One record on both devices and the server, with the phone's choice.
  const onTablet = await recordOn(tablet, shared);
  const onPhone = await recordOn(phone, shared);
  expect(onPhone).toEqual(onTablet);
  const pulled = await serverSync(faults.current());
  const onServer = new Map(
    (pulled.syncItems.observations ?? [])
      .filter((o) => o.categoryTypeExternalId === shared.categoryTypeExternalId)
      .map((o) => [
        `${String(o.observableItem)}:${String(o.externalId)}`,
        (o.value as string | null) ?? null,
      ]),
  );
  expect(onServer).toEqual(onTablet);
  expect(onTablet.get(`${SAME}:${sameId}`)).toBe(phone.typed.get(SAME));
  // 5 readings and both devices' photos of one item.
  expect(onTablet.size).toBe(7);

  // Nothing typed is lost: each device's last value of every reading is in the record, or kept in the conflict.
  const kept = new Set(
    (pulled.syncItems.observationConflicts ?? [])
      .filter((c) => c.inspectionExternalId === shared.externalId)
      .flatMap((c) => [c.heldValue, c.value]),
  );
  const values = new Set(onTablet.values());
  for (const device of [tablet, phone])
    for (const [identifier, typed] of device.typed)
      expect(values.has(typed) || kept.has(typed), `${device.name}'s ${identifier} ${typed}`).toBe(true);

  // Each photo is on the server with the bytes its device took.
  for (const device of [tablet, phone]) {
    const photo = device.photo;
    if (!photo) throw new Error(`no photo on the ${device.name}`);
    expect(onTablet.get(`${PHOTO_ITEM}:${photo.observationExternalId}`)).toBe(photo.fileName);
    const response = await fetch(
      `${server.url}${API}/inspection/download/${photo.observationExternalId}?file=${encodeURIComponent(photo.fileName)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status, `${device.name}'s photo`).toBe(200);
    const hash = createHash('sha256')
      .update(Buffer.from(await response.arrayBuffer()))
      .digest('hex');
    expect(hash).toBe(await devicePhotoHash(device.page, photo.fileName, photo.observationExternalId));
    await expectIntegrityOk(device.page);
  }
  console.log(
    JSON.stringify({
      seed: SEED,
      typed: { tablet: tablet.typed.size, phone: phone.typed.size },
      faultsInjected: proxy.counts.faults,
      requestsForwarded: proxy.counts.forwarded,
    }),
  );
  for (const device of [tablet, phone]) await device.page.context().close();
});
