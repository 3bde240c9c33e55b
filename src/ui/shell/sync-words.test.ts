import { describe, expect, it } from 'vitest';
import { messagesOf, translatorFor } from '../../i18n/catalogues.ts';
import { lastSyncedWords, syncingWords, unreadWords, waitingCount, waitingWords } from './sync-words.ts';

describe('sync in words', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');

  it('says how long ago the device last synced', () => {
    expect(lastSyncedWords(null, now)).toBe('Not synced yet');
    expect(lastSyncedWords('2026-11-23T11:59:30Z', now)).toBe('Synced just now');
    expect(lastSyncedWords('2026-11-23T11:55:00Z', now)).toBe('Synced 5 min ago');
    expect(lastSyncedWords('2026-11-23T09:00:00Z', now)).toBe('Synced 3 h ago');
    expect(lastSyncedWords('2026-11-20T09:00:00Z', now)).toMatch(/^Synced 20 Nov 26 • \d\d:\d\d(AM|PM)$/);
  });

  it('counts changes and photos waiting to upload', () => {
    expect(waitingWords({ pendingChanges: 0, photosTotal: 4, photosUploaded: 4 })).toBeUndefined();
    expect(waitingWords({ pendingChanges: 1, photosTotal: 0, photosUploaded: 0 })).toBe(
      '1 waiting to upload (1 change)',
    );
    expect(waitingWords({ pendingChanges: 2, photosTotal: 5, photosUploaded: 4 })).toBe(
      '3 waiting to upload (2 changes, 1 photo)',
    );
  });

  it('gives the offline banner the count apart from what it counts (a phone shows the count only)', () => {
    expect(waitingCount({ pendingChanges: 0, photosTotal: 2, photosUploaded: 2 })).toBeUndefined();
    expect(waitingCount({ pendingChanges: 2, photosTotal: 5, photosUploaded: 4 })).toEqual({
      total: 3,
      parts: '2 changes, 1 photo',
    });
    expect(waitingCount({ pendingChanges: 0, photosTotal: 3, photosUploaded: 1 })).toEqual({
      total: 2,
      parts: '2 photos',
    });
  });

  it('names the step of a running sync, with the download percentage', () => {
    expect(syncingWords({ phase: 'pulling', progress: 0.456 })).toBe('Downloading data… 46%');
    expect(syncingWords({ phase: 'pulling', progress: undefined })).toBe('Fetching updates…');
    expect(syncingWords({ phase: 'uploading', progress: undefined })).toBe('Uploading photos…');
    expect(syncingWords({ phase: 'idle', progress: undefined })).toBeUndefined();
  });
});

describe('sync in the inspector’s language', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');

  it('writes the sync line in Spanish and Portuguese, with their plurals', async () => {
    const es = translatorFor('es', await messagesOf('es'));
    const pt = translatorFor('pt-BR', await messagesOf('pt-BR'));
    expect(lastSyncedWords('2026-11-23T11:55:00Z', now, es)).toBe('Sincronizado hace 5 min');
    expect(lastSyncedWords(null, now, pt)).toBe('Ainda não sincronizado');
    expect(waitingWords({ pendingChanges: 1, photosTotal: 3, photosUploaded: 1 }, es)).toBe(
      '3 por subir (1 cambio, 2 fotos)',
    );
    expect(waitingWords({ pendingChanges: 2, photosTotal: 1, photosUploaded: 0 }, pt)).toBe(
      '3 a enviar (2 alterações, 1 foto)',
    );
    expect(unreadWords(1, es)).toBe('1 registro no se pudo leer');
    expect(syncingWords({ phase: 'pulling', progress: 0.456 }, pt)).toBe('Baixando dados… 46%');
  });

  it('writes an old sync’s date with the locale’s month and 24-hour clock', async () => {
    const es = translatorFor('es', await messagesOf('es'));
    expect(lastSyncedWords('2026-11-20T09:00:00Z', now, es)).toMatch(
      /^Sincronizado el 20 nov 26 • \d\d:\d\d$/,
    );
  });
});
