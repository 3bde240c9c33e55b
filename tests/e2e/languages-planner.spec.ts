import type { Page } from '@playwright/test';
import { expect, test } from './device.ts';
import { plannerFleetSql } from '../../src/worker/planner/planner-fleet.fixture.ts';
import { seedFleet } from './fleet.ts';
import { execSql } from './helpers.ts';

// The planner and print tags in Spanish and Portuguese (issue 52, decision 0065): the hand-worked fleet of
// planner.spec.ts, its words written by hand; no English left of what the app declares, and never a raw key.
const RAW_KEY = /\b(planner|printTags|part|action|report|chart)\.[a-zA-Z]/;

async function speak(page: Page, language: string): Promise<void> {
  await page.addInitScript(
    (value) => localStorage.setItem('inspect.preferences', value),
    JSON.stringify({ language }),
  );
}

test('the planner and print tags in Spanish', async ({ page }) => {
  await speak(page, 'es');
  await seedFleet(page);
  await execSql(page, plannerFleetSql());
  await page.goto('/planner');
  await expect(page.getByRole('heading', { level: 1, name: 'Planificador de flota' })).toBeVisible();
  const first = page.getByRole('tabpanel').locator('.planner-row').first();
  await expect(first).toContainText('70,0 %');
  await expect(first).toContainText('Monitorear / Mantenimiento');
  await expect(first).toContainText('Izquierdo · Zapatas — Pista de rodillos');
  await expect(page.getByText('3 de 3 componentes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
  const main = page.locator('main');
  await expect(main).toContainText('Planificador de flota');
  for (const english of ['Monitor / Maintenance', 'Roller Path', 'Export CSV', 'Fleet planner', 'Filters'])
    await expect(main).not.toContainText(english);
  await expect(main).not.toContainText(RAW_KEY);

  await page.getByRole('tab', { name: 'Planificar una parada' }).click();
  await expect(page.getByRole('button', { name: 'Descargar página Word' })).toBeVisible();
  await expect(main).not.toContainText(RAW_KEY);

  await page.goto('/print-tags');
  await expect(page.getByRole('heading', { level: 1, name: 'Imprimir etiquetas' })).toBeVisible();
  await expect(page.getByText('Tamaño de etiqueta')).toBeVisible();
  for (const english of ['Label size', 'Tags for', 'Choose machines'])
    await expect(main).not.toContainText(english);
  await expect(main).not.toContainText(RAW_KEY);
});

test('the planner in Brazilian Portuguese', async ({ page }) => {
  await speak(page, 'pt-BR');
  await seedFleet(page);
  await execSql(page, plannerFleetSql());
  await page.goto('/planner');
  await expect(page.getByRole('heading', { level: 1, name: 'Planejador da frota' })).toBeVisible();
  const first = page.getByRole('tabpanel').locator('.planner-row').first();
  await expect(first).toContainText('Monitorar / Manutenção');
  await expect(first).toContainText('Esquerdo · Sapatas — Pista dos roletes');
  await expect(page.locator('main')).not.toContainText(RAW_KEY);
});
