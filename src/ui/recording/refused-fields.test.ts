import { describe, expect, it } from 'vitest';
import { messagesOf, translatorFor } from '../../i18n/catalogues.ts';
import { asksBeforeLeaving, leaveText, refusalText } from './refused-fields.tsx';

const english = translatorFor('en');
const spanish = translatorFor('es', await messagesOf('es'));
const portuguese = translatorFor('pt-BR', await messagesOf('pt-BR'));

const field = (label: string) => ({ label, message: 'Enter a whole number', inputId: label });

describe('refusalText: why MARK AS COMPLETE did not complete (decision 0039)', () => {
  it('names the one field in its own label', () => {
    expect(refusalText([field('Total Machine Hours')], english)).toBe(
      'Not marked complete: Total Machine Hours shows a value that is not recorded. Correct or clear it first.',
    );
  });

  it('names every field, in the order they showed their refusal', () => {
    expect(refusalText([field('Total Machine Hours'), field('Tonnage'), field('BCM')], english)).toBe(
      'Not marked complete: Total Machine Hours, Tonnage and BCM show values that are not recorded. Correct or clear them first.',
    );
  });
});

describe('leaveText: what DONE asks before leaving a value that is not recorded', () => {
  it('asks about the one field by its label', () => {
    expect(leaveText([field('Total Machine Hours')], english)).toBe(
      'Total Machine Hours shows a value that is not recorded: leave without it?',
    );
  });

  it('asks about several fields at once', () => {
    expect(leaveText([field('Tonnage'), field('BCM')], english)).toBe(
      'Tonnage and BCM show values that are not recorded: leave without them?',
    );
  });
});

describe('in Spanish and Portuguese: the fields listed in the language, its plural (decision 0065)', () => {
  it('says the refusal and the question in Spanish', () => {
    expect(refusalText([field('Tonelaje'), field('BCM')], spanish)).toBe(
      'No se marcó como completa: Tonelaje y BCM muestran valores que no están registrados. Corríjalos o bórrelos primero.',
    );
    expect(leaveText([field('Tonelaje')], spanish)).toBe(
      'Tonelaje muestra un valor que no está registrado: ¿salir sin él?',
    );
  });

  it('says the refusal in Portuguese', () => {
    expect(refusalText([field('Tonelagem'), field('BCM'), field('Horímetro')], portuguese)).toBe(
      'Não marcada como concluída: Tonelagem, BCM e Horímetro mostram valores que não estão registrados. Corrija-os ou apague-os primeiro.',
    );
  });
});

describe('asksBeforeLeaving: DONE, BACK, the back gesture and links ask on a screen with a refused value', () => {
  const operation = '/inspections/abc/operation';
  it('asks when the screen shows a refused value and the move leaves it', () => {
    expect(asksBeforeLeaving([field('Total Machine Hours')], operation, '/inspections/abc')).toBe(true);
    expect(asksBeforeLeaving([field('Total Machine Hours')], operation, '/')).toBe(true);
  });

  it('leaves without a word when nothing on the screen is refused', () => {
    expect(asksBeforeLeaving([], operation, '/inspections/abc')).toBe(false);
  });

  it('does not ask when the screen stays (the same path, a trailing slash or a query changed)', () => {
    expect(asksBeforeLeaving([field('Tonnage')], operation, `${operation}/`)).toBe(false);
  });
});
