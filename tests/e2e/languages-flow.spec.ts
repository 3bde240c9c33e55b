import type { Page } from '@playwright/test';
import type { Language } from '../../src/i18n/languages.ts';
import { expect, test } from './device.ts';
import { openApp } from './helpers.ts';
import { expectSpoken, expectSpokenText } from './spoken.ts';
import { localToken } from './tokens.ts';

// Decision 0065: the inspection's flow walked in Spanish, then in Portuguese: Home's sync line and cards, Select
// Machine, the contents, review, submit, the completed page, New Bucket, help (its categories and a tip), print tags,
// support, page-not-found, the offline bar and the page titles. Each region fails on English left and on raw message keys (spoken.ts); what the server's
// catalogue names (machines, customers, sites, its own labels) is data and is not checked. The English walk, with axe,
// is review-submit-complete.spec.ts.

// Hang detectors: each test took 14–70 s at a load of 12–30 on the shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

interface Words {
  readonly inProgress: string;
  readonly synced: RegExp;
  readonly selectMachine: string;
  readonly machines: string;
  readonly noResults: string;
  readonly reviewAndSubmit: string;
  readonly review: string;
  readonly submit: string;
  readonly askTitle: string;
  readonly submitAnyway: string;
  readonly completed: string;
  readonly create: string;
  readonly help: string;
  readonly support: string;
  readonly send: string;
  readonly notFound: string;
  readonly month: RegExp;
  readonly supportCategory: string;
  readonly contactTip: string;
  readonly printTags: string;
}

const WORDS: Readonly<Record<Exclude<Language, 'en'>, Words>> = {
  es: {
    inProgress: 'EN CURSO',
    synced: /Sincronizado/,
    selectMachine: 'Seleccionar equipo o balde',
    machines: 'Equipos',
    noResults: 'No se encontraron resultados',
    reviewAndSubmit: 'REVISAR Y ENVIAR',
    review: 'Revisión',
    submit: 'ENVIAR',
    askTitle: '¿Enviar con secciones incompletas?',
    submitAnyway: 'Enviar de todos modos',
    completed: 'Inspección completada',
    create: 'CREAR',
    help: 'Ayuda',
    support: 'Soporte',
    send: 'Enviar',
    notFound: 'Página no encontrada',
    // "03 dic 26 • 14:41": the locale's month and a 24-hour clock
    month: /^\d\d [a-z]{3} \d\d • \d\d:\d\d$/,
    supportCategory: 'Soporte',
    contactTip: 'Contactar a soporte',
    printTags: 'Imprimir etiquetas',
  },
  'pt-BR': {
    inProgress: 'EM ANDAMENTO',
    synced: /Sincronizado/,
    selectMachine: 'Selecionar equipamento ou caçamba',
    machines: 'Equipamentos',
    noResults: 'Nenhum resultado encontrado',
    reviewAndSubmit: 'REVISAR E ENVIAR',
    review: 'Revisão',
    submit: 'ENVIAR',
    askTitle: 'Enviar com seções não concluídas?',
    submitAnyway: 'Enviar mesmo assim',
    completed: 'Inspeção concluída',
    create: 'CRIAR',
    help: 'Ajuda',
    support: 'Suporte',
    send: 'Enviar',
    notFound: 'Página não encontrada',
    month: /^\d\d [a-z]{3} \d\d • \d\d:\d\d$/,
    supportCategory: 'Suporte',
    contactTip: 'Contatar o suporte',
    printTags: 'Imprimir etiquetas',
  },
};

/** Every element `selector` finds, each checked for English left. */
async function expectAllSpoken(page: Page, selector: string, language: Language): Promise<void> {
  await expect(page.locator(selector).first()).toBeVisible();
  // Read at once: a list that re-renders (a query refetched) would leave a locator of an element no longer there.
  for (const text of await page.locator(selector).allInnerTexts()) expectSpokenText(text, language);
}

/** Signed in with `language` kept on the device, after the first sync of the demo fleet. */
async function signedInSpeaking(page: Page, language: Exclude<Language, 'en'>): Promise<void> {
  await page.addInitScript(
    (value) => localStorage.setItem('inspect.preferences', value),
    JSON.stringify({ language }),
  );
  await openApp(page, '/', localToken());
  const w = WORDS[language];
  await expect(page.getByRole('heading', { name: w.inProgress })).toBeVisible();
  // The first sync downloads the whole demo fleet: slow on a loaded machine.
  await expect(page.getByTestId('sync-status')).toContainText(w.synced, { timeout: 90_000 });
  await expectSpoken(page.getByTestId('sync-status'), language);
}

for (const language of ['es', 'pt-BR'] as const) {
  const w = WORDS[language];
  test(`the inspection's flow in ${language}: Home, Select Machine, the contents, review, submit, the completed page`, async ({
    page,
  }) => {
    await signedInSpeaking(page, language);

    // Select Machine or Bucket
    await page.goto('/new-inspection');
    await expect(page.getByRole('heading', { level: 1, name: w.selectMachine })).toBeVisible();
    await expect(page).toHaveTitle(`${w.selectMachine} · Inspect`);
    await expect(page.getByRole('region', { name: w.machines })).toBeVisible();
    for (const selector of ['.list-header', '.search-bar', 'a[href="/new-bucket"]', '#bucket-only-heading'])
      await expectAllSpoken(page, selector, language);
    await page.getByRole('searchbox').fill('zzz nothing like this');
    await expect(page.getByText(w.noResults)).toBeVisible();
    await page.getByRole('searchbox').fill('');

    // The contents of a new inspection
    const dialogName = language === 'es' ? 'Inspección en curso' : 'Inspeção em andamento';
    await page.getByRole('region', { name: w.machines }).getByRole('button').first().click();
    const inProgress = page.getByRole('dialog', { name: dialogName });
    await Promise.race([page.waitForURL(/\/inspections\/[0-9a-f-]{36}$/), inProgress.waitFor()]);
    if (await inProgress.isVisible()) {
      await expectSpoken(inProgress, language);
      await inProgress
        .getByRole('button', { name: language === 'es' ? 'INICIAR OTRA' : 'INICIAR OUTRA' })
        .click();
    }
    await expect(page).toHaveURL(/\/inspections\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: w.reviewAndSubmit })).toBeVisible();
    await expect(page.locator('.inspection-header time')).toHaveText(w.month);
    for (const selector of ['.inspection-contents .toolbar', '.inspection-contents h2', '.section-entry'])
      await expectAllSpoken(page, selector, language);

    // Review
    await page.getByRole('link', { name: w.reviewAndSubmit }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.review })).toBeVisible();
    for (const selector of [
      '.review-summary',
      '.review h2',
      '.review .panel-section .muted',
      '.review-sections .section-entry',
      '.sticky-actions',
    ])
      await expectAllSpoken(page, selector, language);
    // What is missing, an undercarriage side's open parts too ("Lado izquierdo: Bastidor lateral, …")
    for (const text of await page.locator('.review-missing li').allInnerTexts())
      expectSpokenText(text, language);

    // Submit asks once, then the completed page
    await page.getByRole('link', { name: w.submit, exact: true }).click();
    const ask = page.getByRole('dialog', { name: w.askTitle });
    await expect(ask).toBeVisible();
    for (const text of await ask.locator('h2, p, .gap-list li, .modal-actions').allInnerTexts())
      expectSpokenText(text, language);
    await ask.getByRole('button', { name: w.submitAnyway }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.completed })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByTestId('inspection-sync')).toBeVisible();
    for (const selector of [
      '[data-testid="inspection-sync"]',
      '.complete h1',
      '.complete h2',
      '.complete .toolbar',
    ])
      await expectAllSpoken(page, selector, language);
    for (const text of await page
      .locator('.not-inspected > p, .not-inspected h2, .not-inspected li')
      .allInnerTexts())
      expectSpokenText(text, language);
    // The report's file name is made in the language too; its size line and buttons are the screen's.
    await expect(page.locator('.report-actions .toolbar')).toBeVisible({ timeout: 60_000 });
    await expectSpoken(page.locator('.report-actions .report-name'), language);
    await expectSpoken(page.locator('.report-actions .toolbar'), language);
    await expectSpoken(page.locator('.report-actions .muted'), language);

    // Home's card of it: the date in the locale, its sync icon named in the language
    await page.goto('/');
    const card = page.locator('.inspection-card').first();
    await expect(card.locator('time')).toHaveText(w.month);
    await expectSpoken(card.locator('.card-meta'), language);
  });
}

// One device visits the screens beside the flow in Spanish, then in Portuguese: they only read (an empty CREATE and an
// empty Send are refused on the device), so the second language needs no device of its own and no second first sync.
test('the screens beside the flow in es, then in pt-BR: New Bucket, help, print tags, support, page-not-found, offline', async ({
  page,
}) => {
  for (const language of ['es', 'pt-BR'] as const) {
    const w = WORDS[language];
    // The later language's script runs last at each page load, so it wins.
    await signedInSpeaking(page, language);

    // New Bucket: its labels, and the required-field messages of an empty CREATE
    await page.goto('/new-bucket');
    await page.getByRole('button', { name: w.create }).click();
    await expect(page.locator('.field-error').first()).toBeVisible();
    for (const selector of [
      '.new-bucket h1',
      '.new-bucket h2',
      '.new-bucket h3',
      '.new-bucket label',
      '.new-bucket .notice',
      '.new-bucket .field-error',
    ])
      await expectAllSpoken(page, selector, language);

    // Help and support
    await page.goto('/help-screen');
    await expect(page.getByRole('heading', { level: 1, name: w.help })).toBeVisible();
    await expectSpoken(page.locator('.page > p'), language);
    // Its categories, one category's tips and a tip: the bundled tips are in the language too
    await expectAllSpoken(page, '.section-list .section-entry', language);
    await page.getByRole('link', { name: w.supportCategory, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.supportCategory })).toBeVisible();
    await expectAllSpoken(page, '.section-list .section-entry', language);
    await page.getByRole('link', { name: w.contactTip }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.contactTip })).toBeVisible();
    await expectSpoken(page.locator('article.page'), language);

    // Print tags: its words, not the sites' names in the list
    await page.goto('/print-tags');
    await expect(page.getByRole('heading', { level: 1, name: w.printTags })).toBeVisible();
    await expectAllSpoken(
      page,
      '.print-tags > p, .print-tags-form label > span, .print-tags-form legend, .print-tags-form button',
      language,
    );

    await page.goto('/support-screen');
    await expect(page.getByRole('heading', { level: 1, name: w.support })).toBeVisible();
    await page.getByRole('button', { name: w.send, exact: true }).click();
    await expect(page.locator('.support-form [role="alert"]')).toBeVisible();
    await expectAllSpoken(
      page,
      '.support-form label > span, .support-form [role="alert"], .support-form button',
      language,
    );

    // An address nothing answers
    await page.goto('/no-such-screen');
    await expect(page.getByRole('heading', { level: 1, name: w.notFound })).toBeVisible();
    await expectSpoken(page.locator('main.page'), language);

    // Offline: the bar says so in the language. No page is loaded offline, so the service worker (blocked in
    // device.ts's shared profile) is not needed; the profile is the next test's too, hence the finally.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: w.inProgress })).toBeVisible();
    try {
      await page.context().setOffline(true);
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await expectSpoken(page.getByTestId('offline-banner'), language);
    } finally {
      await page.context().setOffline(false);
    }
  }
});
