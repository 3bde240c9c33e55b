import { afterEach, describe, expect, it } from 'vitest';
import { partNameIn } from '../../i18n/part-names.ts';
import { languageShown, speak, wordsShown } from '../language.ts';
import { afterLanguage } from './after-language.ts';

// A read asked while the language told is loading answers in it (a busy start: Spanish screens with English findings).
const rollerPath = () => partNameIn(wordsShown(), 'Roller Path');

afterEach(() => speak('en'));

describe('an area of the engine API while a language is loading', () => {
  it('answers a read asked before the Spanish catalogue loaded in Spanish', async () => {
    const area = afterLanguage({ finding: async () => `${languageShown()}: ${rollerPath()}` });
    void speak('es');
    await expect(area.finding()).resolves.toBe('es: Pista de rodillos');
  });

  it('answers in the last language told, two told one after the other', async () => {
    const area = afterLanguage({ finding: () => rollerPath() });
    void speak('es');
    void speak('pt-BR');
    await expect(area.finding()).resolves.toBe('Pista dos roletes');
  });

  it('keeps the calls in the order they came', async () => {
    const order: string[] = [];
    const area = afterLanguage({
      write: async () => {
        order.push('write');
      },
      read: async () => {
        order.push('read');
      },
    });
    void speak('es');
    await Promise.all([area.write(), area.read(), area.write()]);
    expect(order).toEqual(['write', 'read', 'write']);
  });

  it('runs a call at once when no language is loading', async () => {
    await speak('es');
    const area = afterLanguage({ now: () => rollerPath() });
    expect(area.now()).toBe('Pista de rodillos');
  });
});
