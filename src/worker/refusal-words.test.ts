import { expose, wrap } from 'comlink';
import { afterAll, describe, expect, it } from 'vitest';
import { englishTranslator, messagesOf, translatorFor } from '../i18n/catalogues.ts';
import type { Language } from '../i18n/languages.ts';
import { NOT_A_NUMBER, valueTooLong } from '../rules/index.ts';
import { EngineError, installEngineErrorTransfer, toEngineErrorShape } from './engine-error.ts';
import { anotherInspectorsMessage } from './domain/inspection-owner.ts';
import { refusalIn } from './refusal-words.ts';
import { COMPLETED_INSPECTION } from './recording/write-checks.ts';

// A write the worker refuses, in the inspector's language (decision 0065); the expected lines are written by hand.
const say = async (language: Language) => translatorFor(language, await messagesOf(language));

describe('a refusal in the inspector’s language', () => {
  it('says a completed inspection is locked, in Spanish and Portuguese', async () => {
    expect(refusalIn(COMPLETED_INSPECTION, await say('es'))).toBe(
      'Esta inspección está completada: reábrala para modificarla',
    );
    expect(refusalIn(COMPLETED_INSPECTION, await say('pt-BR'))).toBe(
      'Esta inspeção está concluída: reabra-a para alterá-la',
    );
  });

  it('says whose inspection it is and what only they can do', async () => {
    expect(refusalIn(anotherInspectorsMessage('Ana Rojas'), await say('es'))).toBe(
      'Esta inspección es de otro inspector (Ana Rojas): solo esa persona puede modificarla',
    );
    expect(refusalIn(anotherInspectorsMessage('Ana Rojas', 'delete'), await say('pt-BR'))).toBe(
      'Esta inspeção é de outro inspetor (Ana Rojas): só essa pessoa pode excluí-la',
    );
    // The server's own sentence names the inspection.
    expect(
      refusalIn(
        'Inspection 0c1e5f0a-1b2c-4d3e-8f40-5a6b7c8d9e0f belongs to another inspector (Ana Rojas): only they can delete it',
        await say('es'),
      ),
    ).toBe('Esta inspección es de otro inspector (Ana Rojas): solo esa persona puede eliminarla');
  });

  it('says a number is not one, and a value too long with the language’s thousands', async () => {
    expect(refusalIn(NOT_A_NUMBER, await say('es'))).toBe(
      'Ingrese un número: dígitos con a lo más una coma decimal, sin signo',
    );
    expect(
      refusalIn('This field holds at most 2,000 characters; this value has 2,001', await say('pt-BR')),
    ).toBe('Este campo aceita no máximo 2.000 caracteres; este valor tem 2.001');
    const tooLong = valueTooLong(-1, 'x'.repeat(100_000));
    expect(tooLong && refusalIn(tooLong, await say('es'))).toMatch(
      /^Este campo admite como máximo [\d.]+ caracteres; este valor tiene 100\.000$/,
    );
  });

  it('keeps the server’s words after a sentence it knows the start of, and any sentence it does not know', async () => {
    expect(
      refusalIn('Changed on another device: not deleted: it was changed at 08:14', await say('es')),
    ).toBe('Modificada en otro dispositivo: no se eliminó: it was changed at 08:14');
    expect(refusalIn('Qty cannot be more than 9', await say('es'))).toBe('Qty cannot be more than 9');
  });

  it('says the rules’ bounds of hours and the fitment’s count, refused by the worker', async () => {
    expect(refusalIn('Left Undercarriage Changeout cannot be less than 12340', await say('es'))).toBe(
      'El cambio del tren de rodaje izquierdo no puede ser menor que 12.340',
    );
    expect(refusalIn('Above 250 % wear: check the measurement', await say('pt-BR'))).toBe(
      'Acima de 250 % de desgaste: confira a medição',
    );
    expect(
      refusalIn("Qty cannot be more than 2: this bucket's fitment has 2 heel shrouds", await say('es')),
    ).toBe('La cantidad no puede ser mayor que 2: el sistema GET de este balde tiene 2 protectores de talón');
    expect(
      refusalIn("Qty cannot be more than 9: this bucket's fitment has 9 teeth", await say('pt-BR')),
    ).toBe('A quantidade não pode ser maior que 9: o sistema GET desta caçamba tem 9 dentes');
  });

  it('says the server’s limits with their numbers, and the lead of a refused save before the contract’s words', async () => {
    expect(
      refusalIn(
        'This inspection already has 200 photos, the most one inspection keeps: remove a photo before adding another',
        await say('es'),
      ),
    ).toBe(
      'Esta inspección ya tiene 200 fotos, el máximo que guarda una inspección: quite una foto antes de agregar otra',
    );
    expect(refusalIn('The photo is larger than the limit of 41943040 bytes', await say('pt-BR'))).toBe(
      'A foto passa do limite de 41.943.040 bytes',
    );
    expect(
      refusalIn('Invalid request body: inspections.0.siteId: Site with id not found', await say('pt-BR')),
    ).toBe('O servidor recusou os dados enviados: inspections.0.siteId: Site with id not found');
  });

  it('leaves English as it is', () => {
    expect(refusalIn(COMPLETED_INSPECTION, englishTranslator())).toBe(COMPLETED_INSPECTION);
  });
});

describe('a refusal leaving the worker', () => {
  const channel = new MessageChannel();
  afterAll(() => {
    channel.port1.close();
    channel.port2.close();
    installEngineErrorTransfer();
  });

  it('arrives in the shown language with its code and details; an internal fault keeps its words', async () => {
    const es = await say('es');
    installEngineErrorTransfer((message) => refusalIn(message, es));
    const api = {
      refuse(): void {
        throw new EngineError('conflict', COMPLETED_INSPECTION, { code: 'InvalidInput' });
      },
      crash(): void {
        throw new EngineError('internal', 'Inspection not found');
      },
    };
    expose(api, channel.port1 as unknown as Parameters<typeof expose>[1]);
    const remote = wrap<typeof api>(channel.port2 as unknown as Parameters<typeof wrap>[0]);
    expect(toEngineErrorShape(await remote.refuse().catch((e: unknown) => e))).toEqual({
      code: 'conflict',
      message: 'Esta inspección está completada: reábrala para modificarla',
      details: { code: 'InvalidInput' },
    });
    expect(toEngineErrorShape(await remote.crash().catch((e: unknown) => e))).toEqual({
      code: 'internal',
      message: 'Inspection not found',
    });
  });
});
