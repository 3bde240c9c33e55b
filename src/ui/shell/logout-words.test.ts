import { describe, expect, it } from 'vitest';
import { messagesOf, translatorFor } from '../../i18n/catalogues.ts';
import type { UnsentWork } from '../../worker/contract.ts';
import { inspectionLine, nothingUnsent, unsentWords } from './logout-words.ts';

const work = (changes: number, photos: number, supportMessages = 0): UnsentWork => ({
  changes,
  photos,
  supportMessages,
  inspections: [],
});

describe('unsentWords', () => {
  it('names the changes, the photos and the support messages, each in its number', () => {
    expect(unsentWords(work(2, 1))).toBe('2 changes and 1 photo');
    expect(unsentWords(work(1, 0))).toBe('1 change');
    expect(unsentWords(work(0, 3))).toBe('3 photos');
    expect(unsentWords(work(0, 0, 1))).toBe('1 support message');
    expect(unsentWords(work(3, 2, 2))).toBe('3 changes, 2 photos and 2 support messages');
  });

  it('knows when nothing would be lost', () => {
    expect(nothingUnsent(work(0, 0))).toBe(true);
    expect(nothingUnsent(work(0, 1))).toBe(false);
    expect(nothingUnsent(work(0, 0, 1))).toBe(false);
  });

  it('names an inspection by its machine or bucket and its date, as its card does', () => {
    // 14:41 on 25 Nov 2026 in the device's zone: 'dd MMM yy • hh:mma' (shell spec §2 Footer).
    const date = new Date(2026, 10, 25, 14, 41).toISOString();
    expect(inspectionLine({ externalId: 'i1', title: 'EX-204', inspectionDate: date })).toBe(
      'EX-204 · 25 Nov 26 • 02:41PM',
    );
  });
});

describe('unsentWords in the inspector’s language', () => {
  it('names what would be lost with each language’s plurals and its own “and”', async () => {
    const es = translatorFor('es', await messagesOf('es'));
    const pt = translatorFor('pt-BR', await messagesOf('pt-BR'));
    expect(unsentWords(work(3, 1, 2), es)).toBe('3 cambios, 1 foto y 2 mensajes de soporte');
    expect(unsentWords(work(1, 2), pt)).toBe('1 alteração e 2 fotos');
  });
});
