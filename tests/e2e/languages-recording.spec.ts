import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Language } from '../../src/i18n/languages.ts';
import { machineWithBucket, startInspection, syncedDevice } from './bucket-fixture.ts';
import {
  LEFT_ROLLER_PATH_PAST_LIMIT,
  openUndercarriage,
  seedUndercarriage,
} from './undercarriage-fixture.ts';
import { fakeBluetooth, send } from './fake-bluetooth.ts';
import { queryRows } from './helpers.ts';
import { CURRENT, EARLIER, observationSql } from './recording-fixture.ts';
import { expectSpokenText, type EnglishTells } from './spoken.ts';

// Decision 0065, the recording screens (issue 52): the undercarriage's lists, a measuring screen with its
// measure-and-judge panel and measuring-run bar, a position and the history, walked in Spanish and then Portuguese.
// Each region the app writes itself fails on English left and on a raw message key. Catalogue data from the server
// (wear indicator names, part tags) and the machine's own names stay as they come, so they are not walked.

test.setTimeout(480_000);

// Words that give English away on these screens; none is a Spanish or Portuguese word. Numbers with their units,
// and the percent sign, are the same in every language.
const RECORDING_TELLS: EnglishTells = {
  words:
    /\b(the|and|with|your|this|not|of|to|for|no action|changeout|schedule|monitor|wear|before|forecast|previous|skip|mark|complete|done|photos?|add|shoes|side|left|right|roller|path|drive|lug|tumbler|idler|position|started|progress|completed|measure|judge|reading|history|sort|loading|delete|reopen|inspections?|undercarriage)\b/i,
  allowed: [/\d[\d.,]* ?(mm|in|h|%)/g, /\bGET\b/g],
};

// Every element the locator finds, read at once (a list re-rendered by a live read does not leave one behind).
async function expectSpoken(region: Locator, language: Language) {
  await expect(region.first()).toBeVisible();
  expectSpokenText((await region.allInnerTexts()).join('\n'), language, [], RECORDING_TELLS);
}

async function speak(page: Page, language: Language) {
  await page.addInitScript(
    (value) => localStorage.setItem('inspect.preferences', value),
    JSON.stringify({ language }),
  );
}

// The earlier reading's machine hours: 51 mm at 1,900 h, 30 mm at 2,000 h rises faster than the rules believe.
const EARLIER_HOURS = observationSql(EARLIER, 33, 'Operation.TotalMachineHours', '1900');

const WORDS = {
  es: {
    sides: 'Tren de rodaje',
    left: 'Lado izquierdo',
    rollerPath: 'Zapatas — Pista de rodillos',
    action: 'Cambio inmediato',
    before: 'Anterior',
    complete: 'MARCAR COMO COMPLETA',
    history: 'Historial de estado',
    wornLength: 'Longitud desgastada',
    inspections: 'Inspecciones',
    pitch: 'Elongación de paso',
    rose: 'El desgaste subió',
    wearPast: 'Más de 150 % de desgaste: muy pasado el límite de desgaste',
    hoursLess: 'El horómetro total no puede ser menor que 1900',
    partTag: 'PC5500 ZAPATA',
    completed: 'Completadas',
    historyTip: 'Ayuda: Historial de inspecciones',
    gauges: 'Instrumentos',
    pair: 'EMPAREJAR UN INSTRUMENTO',
    connected: 'Conectado',
    last: '46,99 mm (enviado como “1.85 in”)',
  },
  'pt-BR': {
    sides: 'Material rodante',
    left: 'Lado esquerdo',
    rollerPath: 'Sapatas — Pista dos roletes',
    action: 'Troca imediata',
    before: 'Anterior',
    complete: 'MARCAR COMO CONCLUÍDA',
    history: 'Histórico de status',
    wornLength: 'Comprimento desgastado',
    inspections: 'Inspeções',
    pitch: 'Alongamento do passo',
    rose: 'O desgaste subiu',
    wearPast: 'Acima de 150 % de desgaste: bem além do limite de desgaste',
    hoursLess: 'O horímetro total não pode ser menor que 1.900',
    partTag: 'PC5500 SAPATA',
    completed: 'Concluídas',
    historyTip: 'Ajuda: Histórico de inspeções',
    gauges: 'Instrumentos',
    pair: 'PAREAR UM INSTRUMENTO',
    connected: 'Conectado',
    last: '46,99 mm (enviado como “1.85 in”)',
  },
} as const;

for (const language of ['es', 'pt-BR'] as const) {
  test(`the undercarriage's screens and the measure-and-judge panel in ${language}`, async ({ page }) => {
    const words = WORDS[language];
    await speak(page, language);
    await fakeBluetooth(page);
    await seedUndercarriage(page, [LEFT_ROLLER_PATH_PAST_LIMIT, EARLIER_HOURS].join('\n'));

    await openUndercarriage(page, '', words.sides);
    await expectSpoken(page.locator('.recording-header h1'), language);
    await expectSpoken(page.locator('.page.recording > p').first(), language);
    await expectSpoken(page.locator('.section-list .entry-text > span:first-child'), language);
    await expectSpoken(page.locator('.section-list .entry-status'), language);
    await expectSpoken(page.getByRole('button', { name: /^(LISTO|PRONTO)$/ }), language);
    // The side's judged finding: the part as the screens name it, the language's decimal commas.
    await expect(page.locator('.entry-finding').first()).toContainText('30,00 mm · 116,7 %');
    await expectSpoken(page.locator('.entry-finding'), language);

    // A side's menu: its sections' headings, named in the language.
    await openUndercarriage(page, '/left', words.left);
    await expectSpoken(page.locator('.page.recording section > h2'), language);

    // 30 mm now (116.7 %, Changeout Immediately), 51 mm before: the panel's words, its decimal commas.
    await openUndercarriage(page, '/left/shoes/roller-path', words.rollerPath);
    const panel = page.locator('.judge-panel');
    await expect(panel.getByText(words.action)).toBeVisible();
    // The catalogue part "PC5500 Track Shoe": its type in the language, its model as stored
    await expect(page.locator('.part-header .part-tag')).toHaveText(words.partTag);
    await expect(panel).toContainText('116,7 %');
    await expect(panel).toContainText('30,00 mm');
    await expect(panel.locator('dt').first()).toHaveText(words.before);
    await expectSpoken(panel.locator('.action-banner'), language);
    await expectSpoken(panel.locator('dt'), language);
    // The plausibility warning the rules write, in the language's words and decimal mark.
    await expect(panel.locator('.plausibility-warning')).toContainText(words.rose);
    await expectSpoken(panel.locator('.plausibility-warning'), language);
    await expectSpoken(page.locator('.run-bar'), language);
    await expectSpoken(page.getByRole('button', { name: words.complete }), language);
    await expectSpoken(page.locator('.photo-field button.add-photo'), language);
    await expectSpoken(
      page.locator('.field label').filter({ hasText: /^(Comentarios|Comentários)$/ }),
      language,
    );

    // The status history sheet: its title and its lines' actions.
    await panel.locator('.action-banner button').click();
    const sheet = page.locator('dialog.modal.sheet');
    await expect(sheet.getByRole('heading', { name: words.history })).toBeVisible();
    await expectSpoken(sheet.locator('.modal-head'), language);
    for (const label of await sheet.locator('.status-label').all()) await expectSpoken(label, language);
    // The chart is named by the item's label in the language ("Worn Length" was shown as it is declared).
    await expect(sheet.getByRole('img').first()).toHaveAttribute('alt', new RegExp(words.wornLength));
    await sheet.locator('.modal-head button').click();

    // A number typed with a point where the language writes a comma before three digits: refused in the language.
    const field = page.getByRole('textbox').first();
    await field.fill('1.234,5');
    await field.blur();
    await expectSpoken(page.getByRole('alert').filter({ hasText: '1234,5' }), language);
    // 4 mm is 160 % worn: kept, with the rules' range warning in the language
    await field.fill('4');
    await field.blur();
    await expect(page.getByText(words.wearPast).first()).toBeVisible();
    // A decimal typed with the language's comma is stored with a point, and shown again with the comma.
    await field.fill('30,5');
    await field.blur();
    await expect
      .poll(
        async () => (await queryRows(page, "SELECT count(*) FROM observations WHERE value = '30.5'"))[0]?.[0],
      )
      .not.toBe('0');
    await openUndercarriage(page, '/left/shoes/roller-path', words.rollerPath);
    await expect(field).toHaveValue('30,5');
    // the stored reading typed back: nothing left refused
    await field.fill('30');
    await field.blur();

    // The pitch extension screen's own lines: its two methods, their fields and what each computes so far.
    await openUndercarriage(page, '/left/shoes/pitch-extension', words.pitch);
    await expectSpoken(page.locator('.pitch-methods h2'), language);
    await expectSpoken(page.locator('.pitch-methods label'), language);
    await expectSpoken(page.locator('.pitch-methods .computed-value'), language);
    await expectSpoken(page.locator('.pitch-methods button'), language);

    // Machine hours below the earlier inspection's 1,900 h: the rules' refusal, in the language
    await page.goto(`/inspections/${CURRENT}/asset/operating-hours`);
    await page.getByRole('textbox').first().fill('1000');
    await page.getByRole('textbox').first().blur();
    await expect(page.getByText(words.hoursLess).first()).toBeVisible();

    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1, name: words.inspections })).toBeVisible();
    await expectSpoken(page.locator('.page.history .tabs'), language);
    await expectSpoken(page.locator('.page.history .toolbar'), language);
    // Each tab's cards (machines, customers and sites are data), and the screen's help tip
    await expectSpoken(page.locator('.page.history .inspection-card'), language);
    await page.getByRole('tab', { name: words.completed }).click();
    await expect(page.getByRole('tab', { name: words.completed })).toHaveAttribute('aria-selected', 'true');
    await expectSpoken(page.locator('.page.history .inspection-card'), language);
    await page.getByRole('button', { name: words.historyTip }).click();
    await expectSpoken(page.locator('dialog.bottom-sheet'), language);
    await page.locator('dialog.bottom-sheet .modal-actions .primary').click();

    // Gauges: the screen, a paired gauge's status, and the reading it sends with no field open
    await page.goto('/gauges');
    await expect(page.getByRole('heading', { level: 1, name: words.gauges })).toBeVisible();
    await expectSpoken(page.locator('.page.gauges'), language);
    await page.getByRole('button', { name: words.pair }).click();
    await expect(page.getByTestId('gauge-state')).toHaveText(words.connected);
    await send(page, '1.85 in\r\n');
    await expect(page.getByTestId('gauge-last')).toHaveText(words.last);
    await expectSpoken(page.locator('.page.gauges'), language);
    await expectSpoken(page.locator('.toast'), language);
  });
}

const BUCKET_WORDS = {
  es: {
    bucket: 'Balde',
    summary: 'Resumen del balde',
    get: 'Herramientas de corte (GET)',
    lockOn: 'Bloqueo',
    leftChangeout: 'Cambio del tren de rodaje izquierdo',
    leftChangeoutDate: 'Fecha de cambio izquierdo',
    changeoutReads: '03 dic 26',
  },
  'pt-BR': {
    bucket: 'Caçamba',
    summary: 'Resumo da caçamba',
    get: 'Ferramentas de penetração (GET)',
    lockOn: 'Bloqueio',
    leftChangeout: 'Troca do material rodante esquerdo',
    leftChangeoutDate: 'Data da troca esquerda',
    changeoutReads: '03 dez 26',
  },
} as const;

// One device walks both languages in turn: the walk only reads, so Portuguese goes over the inspection Spanish saw, and
// the device's first sync of the demo fleet, its bucket and its inspection are made once, not once per language.
test('the bucket screens and the asset screens in es, then in pt-BR', async ({ page }) => {
  // Started in English, as the shared fixture finds the machine by its English screens; then spoken in each language.
  await syncedDevice(page);
  const { machine, bucket } = await machineWithBucket(page);
  const inspection = await startInspection(page, machine);
  const base = `/inspections/${inspection}`;
  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  for (const language of ['es', 'pt-BR'] as const) {
    const words = BUCKET_WORDS[language];
    // Kept on the device for every page load from here on: the later language's script runs last, so it wins.
    await speak(page, language);

    // The inspection's bucket: its facts' names and what can be done with it.
    await page.goto(`${base}/bucket`);
    await expect(heading(words.bucket)).toBeVisible();
    await expectSpoken(page.locator('.bucket-card dt'), language);
    await expectSpoken(page.locator('.bucket-card .toolbar'), language);

    // The bucket's menu: its sections and their completion.
    await page.goto(`${base}/bucket/${bucket}`);
    await expect(heading(words.bucket)).toBeVisible();
    await expectSpoken(page.locator('.section-list .entry-text > span:first-child'), language);
    await expectSpoken(page.locator('.section-list .entry-status'), language);

    // The bucket's summary: its heading, its fields, the completion of every part and what is still missing.
    await page.goto(`${base}/bucket/${bucket}/summary`);
    await expect(heading(words.summary)).toBeVisible();
    await expectSpoken(page.locator('.page.recording > h2'), language);
    await expectSpoken(page.locator('.choice-field legend'), language);
    await expectSpoken(page.locator('.section-list .entry-text > span:first-child'), language);
    await expectSpoken(page.getByTestId('still-missing'), language);

    // GET: the part types, several positions at once, and a part type's own screen with its positions.
    await page.goto(`${base}/bucket/${bucket}/ground-engaging-tools/summary`);
    await expect(heading(words.get)).toBeVisible();
    await expectSpoken(page.locator('.page.recording > a.button'), language);
    await page.locator('.section-list a').first().click();
    await expect(page.locator('.page.recording > h2')).toBeVisible();
    await expectSpoken(page.locator('.page.recording > h2'), language);
    await expectSpoken(page.locator('.choice-field legend, .field > label'), language);
    await expectSpoken(page.locator('.section-list .section-entry > span:first-child'), language);
    await expectSpoken(page.locator('.page.recording > a.button'), language);

    // The wear plates: every plate's table, and the heel shrouds.
    await page.goto(`${base}/bucket/${bucket}/wear-kit/wear-plates/summary`);
    await expectSpoken(page.locator('table.summary-table caption, table.summary-table thead th'), language);
    await page.goto(`${base}/bucket/${bucket}/wear-kit/heel-shrouds`);
    await expectSpoken(page.locator('.choice-field legend'), language);

    // A date typed in the language's order (decision 0088): the box shows "dd/mm/aaaa" and reads "03/12/2026" as
    // 3 December, stored as the ISO day. Written once, in the Spanish pass; Portuguese reads it back in its order.
    await page.goto(`${base}/asset/operating-hours`);
    const changeout = page.getByRole('checkbox', { name: words.leftChangeout });
    const changeoutDate = page.getByRole('textbox', { name: words.leftChangeoutDate });
    if (language === 'es') await changeout.check();
    await expect(changeoutDate).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    if (language === 'es') {
      await changeoutDate.fill('03/12/2026');
      await changeoutDate.blur();
      const stored =
        "SELECT value FROM observations WHERE observableItem = 'Operation.LeftUndercarriageChangeout.Date'";
      await expect
        .poll(async () => (await queryRows(page, stored))[0]?.[0], { timeout: 10_000 })
        .toBe('2026-12-03');
    }
    await expect(changeoutDate).toHaveValue('03/12/2026');
    await expect(page.getByTestId('date-reads').first()).toHaveText(words.changeoutReads);

    // Lock On: its questions and the line under them.
    await page.goto(`${base}/asset/lock-on`);
    await expect(heading(words.lockOn)).toBeVisible();
    await expectSpoken(page.locator('.choice-field legend, .field > label'), language);
    await expectSpoken(page.locator('.page.recording > p.muted'), language);
  }
});
