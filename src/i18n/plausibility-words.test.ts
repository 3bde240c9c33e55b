import { describe, expect, it } from 'vitest';
import { checkPlausibility, judgeMeasurement, plausibilityLines } from '../rules/index.ts';
import { englishTranslator, messagesOf, translatorFor } from './catalogues.ts';
import type { Language } from './languages.ts';
import { plausibilityWordsOf } from './plausibility-words.ts';

// RECORDING.md measure-and-judge panel's warnings in the inspector's language (decision 0065): the numbers with the
// language's decimal mark, the words from the catalogue; the expected lines are written by hand.
const at = (machineHours: number, wearPercent: number) => ({ machineHours, wearPercent, changedOut: false });
const wordsIn = async (language: Language) =>
  plausibilityWordsOf(translatorFor(language, await messagesOf(language)));

describe('plausibility warnings in the inspector’s language', () => {
  it('says in Spanish that wear went down and hours went back', async () => {
    const result = checkPlausibility(at(1200, 40.25), at(1100.5, 35.5), {}, await wordsIn('es'));
    expect(result.warnings).toEqual([
      { code: 'HoursDecreased', message: 'El horómetro bajó de 1200 a 1100,5' },
      { code: 'WearDecreased', message: 'El desgaste bajó de 40,3 % a 35,5 % sin un cambio entre medio' },
    ]);
  });

  it('says in Portuguese that wear rose too fast', async () => {
    const result = checkPlausibility(
      at(1000, 40),
      at(1200, 55.5),
      { maxRisePer100Hours: 5 },
      await wordsIn('pt-BR'),
    );
    expect(result.warnings.map((w) => w.message)).toEqual([
      'O desgaste subiu 15,5 % em 200 horas, mais rápido que 5 % a cada 100 horas',
    ]);
  });

  it('writes a judgement’s warnings again in the language from its readings; English as the rules wrote them', async () => {
    const judgement = judgeMeasurement({
      measurement: '30',
      dimension: { baselineValue: 20, limit: 20 },
      thresholds: [{ minPercentage: 0, actionTypeId: 1 }],
      actionTypes: [{ id: 1, name: 'NoAction', sortOrder: 1 }],
      machineHours: 2000,
      date: '2026-12-03',
      history: [{ date: '2026-08-01', machineHours: 1800, value: '36' }],
    });
    expect(judgement.warnings.map((w) => w.message)).toEqual([
      'Wear went down from 80% to 50% with no changeout in between',
    ]);
    expect(plausibilityLines(judgement)).toEqual([
      'Wear went down from 80% to 50% with no changeout in between',
    ]);
    expect(plausibilityLines(judgement, plausibilityWordsOf(englishTranslator()))).toEqual([
      'Wear went down from 80% to 50% with no changeout in between',
    ]);
    expect(plausibilityLines(judgement, await wordsIn('es'))).toEqual([
      'El desgaste bajó de 80 % a 50 % sin un cambio entre medio',
    ]);
    expect(plausibilityLines(judgement, await wordsIn('pt-BR'))).toEqual([
      'O desgaste caiu de 80 % para 50 % sem uma troca entre as leituras',
    ]);
  });
});
