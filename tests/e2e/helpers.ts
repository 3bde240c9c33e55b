import { expect, type Page } from '@playwright/test';
import { useTestSession } from './session.ts';

/** Opens a path, signed in, and waits until the engine owns the database and the screen is up. */
export async function openApp(page: Page, path = '/', token?: string): Promise<void> {
  await useTestSession(page, token);
  await page.goto(path);
  await expect(page.getByText('Opening the inspection data on this device…')).toHaveCount(0);
}

export async function runSql(page: Page, sql: string): Promise<void> {
  await page.getByLabel('SQL', { exact: true }).fill(sql);
  await page.getByRole('button', { name: 'Run' }).click();
}
