import { describe, expect, it } from 'vitest';
import {
  tapeMeasureRange,
  validateBucketChangeoutDate,
  validateBucketChangeoutHours,
  validateTotalMachineHours,
  validateUndercarriageChangeoutHours,
  validateWornLength,
} from '../rules/index.ts';
import { englishTranslator, messagesOf, translatorFor } from './catalogues.ts';
import { checkWordsOf } from './check-words.ts';
import type { Language } from './languages.ts';

// The rules' refusals and warnings of a typed value in the inspector's language (decision 0079); the expected lines
// are written by hand, and English stays the spec's words byte for byte.
const wordsIn = async (language: Language) =>
  checkWordsOf(translatorFor(language, await messagesOf(language)));
const refusal = (check: { ok: true } | { ok: false; message: string }) => (check.ok ? '' : check.message);
// A part 100 mm new with 20 mm to wear: 140 mm is 200 % worn (a warning), 160 mm 300 % (refused).
const dimension = { baselineValue: 100, limit: 20 };

describe('the rules’ refusals of hours and dates in the inspector’s language', () => {
  it('refuses machine hours below the previous inspection’s in Spanish, with its thousands mark', async () => {
    expect(refusal(validateTotalMachineHours(12000, { previous: 12340 }, await wordsIn('es')))).toBe(
      'El horómetro total no puede ser menor que 12.340',
    );
  });

  it('refuses a side’s changeout above the next in Portuguese', async () => {
    const words = await wordsIn('pt-BR');
    expect(
      refusal(
        validateUndercarriageChangeoutHours(
          'Left',
          900,
          { totalMachineHours: 1000, nextChangeout: 800 },
          words,
        ),
      ),
    ).toBe('A troca do material rodante esquerdo não pode ser maior que 800');
    expect(refusal(validateUndercarriageChangeoutHours('Right', 900, {}, words))).toBe(
      'O horímetro total não foi informado',
    );
  });

  it('refuses a bucket changeout after the inspection and above the total in Spanish', async () => {
    const words = await wordsIn('es');
    expect(refusal(validateBucketChangeoutDate('2026-12-05', '2026-12-04T08:00:00Z', null, words))).toBe(
      'La fecha no puede estar en el futuro',
    );
    expect(
      refusal(
        validateBucketChangeoutHours(1500, { totalMachineHours: 1400, lastChangeoutHours: null }, words),
      ),
    ).toBe('El cambio de balde no puede ser mayor que 1400');
  });

  it('keeps the spec’s English when the English catalogue writes it', () => {
    const words = checkWordsOf(englishTranslator());
    expect(refusal(validateTotalMachineHours(12000, { previous: 12340 }, words))).toBe(
      'Total Machine Hours cannot be less than 12340',
    );
    expect(
      refusal(validateUndercarriageChangeoutHours('Right', 900, { totalMachineHours: 800 }, words)),
    ).toBe('Undercarriage Changeout cannot be greater than 800');
    expect(
      refusal(
        validateUndercarriageChangeoutHours('Right', 900, { totalMachineHours: 1000, lastChangeout: 950 }),
      ),
    ).toBe('Right Undercarriage Changeout cannot be less than 950');
  });
});

describe('a wear out of range in the inspector’s language', () => {
  it('warns of a worn length well past the limit in Portuguese and refuses one beyond reason', async () => {
    const words = await wordsIn('pt-BR');
    const kept = validateWornLength('140', dimension, words);
    expect(kept.ok && !kept.ignored ? kept.warning : '').toBe(
      'Acima de 150 % de desgaste: bem além do limite de desgaste',
    );
    expect(tapeMeasureRange(160, dimension, words).alert).toBe(
      'Acima de 250 % de desgaste: confira a medição',
    );
  });

  it('warns of the tape measure’s pitch in Spanish and in the spec’s English', async () => {
    expect(tapeMeasureRange(140, dimension, await wordsIn('es')).warning).toBe(
      'Más de 150 % de desgaste: muy pasado el límite de desgaste',
    );
    expect(tapeMeasureRange(140, dimension, checkWordsOf(englishTranslator())).warning).toBe(
      'Above 150 % wear: well past the wear limit',
    );
    expect(tapeMeasureRange(90, dimension).alert).toBe('Below 0 % wear: check the measurement');
  });
});
