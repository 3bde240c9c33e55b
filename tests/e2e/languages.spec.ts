import type { Page } from '@playwright/test';
import { LANGUAGE_NAMES, type Language } from '../../src/i18n/languages.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './device.ts';
import { openApp } from './helpers.ts';
import { expectSpoken } from './spoken.ts';
import { localToken } from './tokens.ts';

// Decision 0065: the screens translated so far, walked in Spanish and then Portuguese, fail on any English left and on
// any raw message key. Translated: login, Home (its lists' headings, links and add panel), the header, the side menu
// and Settings. Not yet: Home's sync line and cards, and every screen after Home (see the decision's "Not done").

test.setTimeout(180_000);

async function chooseInMenu(page: Page, language: Language) {
  await page.locator('button[aria-controls="side-menu"]').click();
  const menu = page.locator('dialog#side-menu');
  await menu.getByRole('button', { name: LANGUAGE_NAMES[language], exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return menu;
}

test('the login screen speaks the language kept on the device', async ({ page }) => {
  for (const [language, signIn] of [
    ['es', 'Iniciar sesión con Microsoft'],
    ['pt-BR', 'Entrar com a Microsoft'],
  ] as const) {
    await page.addInitScript(
      (value) => localStorage.setItem('inspect.preferences', value),
      JSON.stringify({ language }),
    );
    await page.goto('/login');
    await expect(page.getByRole('button', { name: signIn })).toBeVisible();
    await expectSpoken(page.locator('.login'), language);
  }
});

test('Spanish, then Portuguese: the side menu, Settings, Home and the header, applied at once', async ({
  page,
}) => {
  await openApp(page, '/', localToken());
  await expect(page.getByRole('heading', { name: 'IN PROGRESS' })).toBeVisible();
  const user = page.locator('dialog#side-menu .user-card');
  for (const [language, settings, home, heading] of [
    ['es', 'Ajustes', 'Inicio', 'EN CURSO'],
    ['pt-BR', 'Configurações', 'Início', 'EM ANDAMENTO'],
  ] as const) {
    const menu = await chooseInMenu(page, language);
    const userWords = (await user.innerText()).split('\n').filter(Boolean);
    await expectSpoken(menu.locator('nav'), language);
    await expectSpoken(menu.locator('.menu-languages'), language);
    await expectSpoken(
      menu.getByRole('button', { name: language === 'es' ? 'Cerrar menú' : 'Fechar menu' }),
      language,
    );

    await menu.getByRole('button', { name: settings, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: settings })).toBeVisible();
    await expectSpoken(page.locator('.page.settings'), language);
    // 361.25 mm as the settings screen writes it: a decimal comma in both languages
    await expect(page.locator('.page.settings')).toContainText('361,25 mm');
    await expectNoAxeViolations(page);

    await page.locator('button[aria-controls="side-menu"]').click();
    await menu.getByRole('button', { name: home, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.locator('.fab').click();
    for (const region of [
      '#in-progress-heading',
      '#completed-heading',
      '.list-header a',
      '#add-panel',
      '.app-header',
    ])
      for (const part of await page.locator(region).all()) await expectSpoken(part, language, userWords);
    await page.locator('.fab').click();
  }
  // Kept on the device: a reload keeps Portuguese.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'EM ANDAMENTO' })).toBeVisible();
});
