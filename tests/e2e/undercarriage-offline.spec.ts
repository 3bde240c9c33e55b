import { expect, test, type APIRequestContext } from '@playwright/test';
import { catalogueId, INCH_UNIT_ID } from '../../src/rules/index.ts';
import { startInspection } from './bucket-fixture.ts';
import { openApp, serviceWorkerReady } from './helpers.ts';
import { localToken } from './tokens.ts';

// Goes offline or needs the page controlled by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// An undercarriage recorded offline on the demo fleet reaches the server intact once the signal
// is back: the left side's tape measure and its computed pitch extension, the right side frame's comments and a load
// roller position's condition on its own equipment part.

test.describe.configure({ timeout: 180_000 });

interface SyncItems {
  inspections: { id: number; externalId: string; completed: boolean; assetId: number | null }[];
  assets: { id: number; modelId: number | null; name: string; siteId: number | null }[];
  sites: { id: number; lengthUnitId: number | null }[];
  assetModels: { id: number; showLoadRollerConditionMenu: boolean; shoesPerSide: number }[];
  inspectionCategoryTypes: { id: number; inspectionId: number; inspectionExternalId: string }[];
  observations: {
    observableItemId: number;
    categoryTypeId: number;
    value: string | null;
    entityId: number | null;
    dataLevelId: number;
  }[];
}

async function serverState(request: APIRequestContext, auth: Record<string, string>): Promise<SyncItems> {
  const body = await (await request.get('/api/admin/v1/inspection/sync', { headers: auth })).json();
  return body.syncItems as SyncItems;
}

test('recorded offline on both sides, it reaches the server once the signal is back', async ({
  page,
  context,
  request,
}) => {
  const token = localToken();
  const auth = { authorization: `Bearer ${token}` };
  const before = await serverState(request, auth);
  // A machine whose model shows the load rollers (an ERS: 7 shoes per side), inspected by this inspector: only an
  // inspection's own inspector may change it (docs/decisions/0022). At a site measured in millimetres: the lengths
  // below are typed in mm, and the device follows the site's unit (decision 0071).
  const inMillimetres = (siteId: number | null) =>
    before.sites.find((site) => site.id === siteId)?.lengthUnitId !== INCH_UNIT_ID;
  const machine = before.assets.find((asset) => {
    const model = before.assetModels.find((m) => m.id === asset.modelId);
    return (
      model?.showLoadRollerConditionMenu === true && model.shoesPerSide === 7 && inMillimetres(asset.siteId)
    );
  });
  expect(machine).toBeDefined();
  await openApp(page, '/', token);
  await expect(page.getByTestId('sync-status')).toContainText('Synced', { timeout: 60_000 });
  const id = await startInspection(page, machine?.name ?? '');
  // The service worker holds every screen of the app once installed: the next page load is served by it.
  await serviceWorkerReady(page);
  await page.goto(`/inspections/${id}/undercarriage`);
  await expect(page.getByRole('heading', { level: 1, name: 'Undercarriage' })).toBeVisible({
    timeout: 60_000,
  });

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.getByRole('link', { name: /^Left Side/ }).click();
  await page.getByRole('link', { name: /^Pitch Extension/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pitch Extension' })).toBeVisible();
  const measurement = page.getByLabel('Measurement (mm)');
  const shoes = page.getByLabel('Number of Shoes', { exact: true });
  // Start from a clean tape measure (an earlier run may have left these values).
  await measurement.fill('3584');
  await measurement.blur();
  await shoes.selectOption('7');
  await expect(page.getByRole('status', { name: 'Tape measure pitch extension' })).toHaveText(
    'Pitch extension: 512.00 mm per shoe',
  );
  await page.getByRole('button', { name: 'MARK AS COMPLETE' }).click();
  await page.getByRole('link', { name: /^Load Rollers/ }).click();
  await page.getByRole('link', { name: /^Position 1/ }).click();
  await page.getByRole('radio', { name: 'Changeout' }).check();
  await expect(page.getByRole('radio', { name: 'Changeout' })).toBeChecked();
  await page.goto(`/inspections/${id}/undercarriage/right/side-frame`).catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: 'Side Frame' })).toBeVisible();
  const comment = `Crack at the rear weld ${Date.now()}`;
  await page.getByLabel('Comments').fill(comment);
  await page.getByRole('button', { name: 'MARK AS COMPLETE' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Right Side' })).toBeVisible();

  await context.setOffline(false);
  const valueOf = (state: SyncItems, identifier: string) => {
    const categoryType = state.inspectionCategoryTypes.find((c) => c.inspectionExternalId === id);
    return state.observations.find(
      (o) => o.categoryTypeId === categoryType?.id && o.observableItemId === catalogueId(identifier),
    );
  };
  await expect
    .poll(
      async () => {
        const now = await serverState(request, auth);
        return [
          valueOf(now, 'Undercarriage.Left.Shoes.PitchExtension.TapeMeasure.WornLength')?.value,
          valueOf(now, 'Undercarriage.Right.SideFrame.Comments')?.value,
          valueOf(now, 'Undercarriage.Left.LoadRollers.Position.VisualCondition')?.value,
          valueOf(now, 'Undercarriage.Left.LoadRollers.Position.VisualCondition')?.dataLevelId,
        ];
      },
      { timeout: 90_000 },
    )
    .toEqual(['512', comment, 'Changeout', 3]);
});
