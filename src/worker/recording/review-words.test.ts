import { describe, expect, it } from 'vitest';
import { messagesOf, translatorFor } from '../../i18n/catalogues.ts';
import { reviewSections, type ReviewInput } from '../../rules/index.ts';
import { reviewWordsOf } from './review-words.ts';

const input: ReviewInput = {
  values: {},
  context: { hasAsset: true, isYard: false, hasUndercarriage: true, hasBucket: false },
  model: {},
};

describe('the review in the inspector’s language', () => {
  it('names the sections and what is missing in Spanish, an undercarriage side’s open parts too', async () => {
    const sections = reviewSections(input, reviewWordsOf(translatorFor('es', await messagesOf('es'))));
    expect(sections.map((s) => s.title)).toEqual([
      'Bloqueo',
      'Foto del equipo',
      'Operación',
      'Tren de rodaje',
      'Desbloqueo',
      'Resumen de la inspección',
    ]);
    expect(sections[0]?.missing).toEqual([
      'Bloqueado: sin confirmar',
      'Cliente notificado: sin confirmar',
      'No marcado como completo',
    ]);
    expect(sections[2]?.missing).toEqual(['Sin horas totales de máquina']);
    expect(sections[3]?.missing[0]).toMatch(
      /^Lado izquierdo: Bastidor lateral, Zapatas — Elongación de paso, Zapatas — Pista de rodillos, /,
    );
    expect(sections[3]?.missing[1]).toMatch(/^Lado derecho: Bastidor lateral, /);
  });

  it('in Portuguese', async () => {
    const sections = reviewSections(input, reviewWordsOf(translatorFor('pt-BR', await messagesOf('pt-BR'))));
    expect(sections[5]).toMatchObject({ title: 'Resumo da inspeção', missing: ['Sem comentários'] });
    expect(sections[1]?.missing).toEqual(['Sem foto de capa']);
    expect(sections[3]?.missing[0]).toMatch(/^Lado esquerdo: [^,]+, Sapatas — /);
  });
});
