import { describe, expect, it } from 'vitest';
import { englishTranslator, messagesOf, translatorFor } from '../../i18n/catalogues.ts';
import type { Language } from '../../i18n/languages.ts';
import { HttpError } from './http-client.ts';
import {
  networkFailure,
  readerFailureIn,
  signInRefused,
  statusFailure,
  waitFailure,
} from './network-words.ts';
import { serverSentenceIn } from './server-words.ts';

// The sync line's failures in the inspector's language (decision 0065); English as these errors always read. The
// expected lines are written by hand.
const say = async (language: Language) => translatorFor(language, await messagesOf(language));
const english = englishTranslator();
const rateLimited = JSON.stringify({
  error:
    'Too many requests from this sign-in: nothing was stored. Wait 30 s and send again (your device does this by itself).',
});
const unknownItem = JSON.stringify({
  error: 'Invalid save request',
  issues: [
    {
      path: 'body.observations.0.observableItemId',
      message: 'Observable item with id not found',
      code: 'observationService.observableItem.empty',
    },
  ],
});

describe('a failed request in English, as it always read', () => {
  it('keeps the status and the body, the wait and the timeout word for word', () => {
    expect(
      new HttpError(500, '{"error":"Internal server error"}', 'Failed to save inspections').message,
    ).toBe('Failed to save inspections: 500 {"error":"Internal server error"}');
    expect(waitFailure('Failed to save inspections', rateLimited, 1000, english)).toBe(
      'Failed to save inspections: Too many requests from this sign-in: nothing was stored. Wait 30 s and send again (your device does this by itself). Your changes are kept on this device and sent again in 1 second.',
    );
    expect(waitFailure('Failed to upload photo', '', 200_000, english)).toBe(
      'Failed to upload photo: The server is busy. Your changes are kept on this device and sent again in 3 minutes.',
    );
    expect(networkFailure('Failed to get inspections', { kind: 'timeout', ms: 30000 }, english)).toBe(
      'Failed to get inspections: no answer within 30000 ms',
    );
    expect(serverSentenceIn(unknownItem, 400, english)).toBe(
      'Invalid save request: body.observations.0.observableItemId: Observable item with id not found',
    );
  });
});

describe('a failed request in Spanish and Portuguese', () => {
  it('says a timeout and a lost connection in Spanish', async () => {
    const es = await say('es');
    expect(networkFailure('Failed to save inspections', { kind: 'timeout', ms: 30000 }, es)).toBe(
      'No se pudieron guardar las inspecciones: sin respuesta en 30000 ms',
    );
    expect(
      networkFailure(
        'Failed to get inspections',
        { kind: 'unreachable', detail: 'TypeError: Failed to fetch' },
        es,
      ),
    ).toBe(
      'No se pudieron obtener las inspecciones: no se pudo conectar con el servidor (TypeError: Failed to fetch)',
    );
    expect(readerFailureIn('Failed to get inspections: the answer was cut off (network error)', es)).toBe(
      'No se pudieron obtener las inspecciones: la respuesta se cortó (network error)',
    );
  });

  it('says the server is unavailable, by its status, where the answer is no sentence of the server', async () => {
    expect(
      statusFailure('Failed to save inspections', 502, '<html>Bad Gateway</html>', await say('es')),
    ).toBe(
      'No se pudieron guardar las inspecciones: el servidor respondió 502 El servidor no está disponible',
    );
    expect(statusFailure('Failed to upload photo', 503, '', await say('pt-BR'))).toBe(
      'Não foi possível enviar a foto: o servidor respondeu 503 O servidor está indisponível',
    );
  });

  it('says how long the device waits with plurals, and the server’s limit in the language', async () => {
    expect(waitFailure('Failed to save inspections', rateLimited, 1000, await say('es'))).toBe(
      'No se pudieron guardar las inspecciones: Demasiadas solicitudes desde esta sesión: no se guardó nada. Sus cambios quedan en este dispositivo y se envían de nuevo en 1 segundo.',
    );
    expect(waitFailure('Failed to upload photo', '', 45_000, await say('pt-BR'))).toBe(
      'Não foi possível enviar a foto: O servidor está ocupado. Suas alterações ficam neste dispositivo e são enviadas de novo em 45 segundos.',
    );
    expect(waitFailure('Failed to upload photo', '', undefined, await say('es'))).toBe(
      'No se pudo subir la foto: El servidor está ocupado. Sus cambios quedan en este dispositivo y se envían de nuevo más tarde.',
    );
  });

  it('writes a refusal by the code the answer carries, never the code itself', async () => {
    expect(serverSentenceIn(unknownItem, 400, await say('es'))).toBe(
      'El servidor no conoce uno de los campos registrados: actualice la app y sincronice de nuevo',
    );
    expect(serverSentenceIn(unknownItem, 400, await say('pt-BR'))).toBe(
      'O servidor não conhece um dos campos registrados: atualize o app e sincronize de novo',
    );
  });

  it('shows a server sentence it does not know as it came', async () => {
    // A call this device's version does not know the server lacks: a developer's fault, said as the server said it.
    const body = JSON.stringify({ error: 'No such API call: POST /api/admin/v1/inspections/x' });
    expect(serverSentenceIn(body, 404, await say('es'))).toBe(
      'No such API call: POST /api/admin/v1/inspections/x',
    );
    const limit = JSON.stringify({ error: 'The request body is larger than 16384 bytes' });
    expect(serverSentenceIn(limit, 413, await say('es'))).toBe('Los datos enviados superan los 16.384 bytes');
  });
});

describe('a refused sign-in', () => {
  it('is said by its status in Spanish, its reason left to the log; English as it always read', async () => {
    const body = JSON.stringify({ error: 'The access token does not name the key it was signed with (kid)' });
    expect(statusFailure('Failed to get inspections', 401, body, await say('es'))).toBe(
      'No se pudieron obtener las inspecciones: el servidor respondió 401 El servidor no aceptó el inicio de sesión',
    );
    expect(statusFailure('Failed to get inspections', 401, body, english)).toBe(
      `Failed to get inspections: 401 ${body}`,
    );
    expect(signInRefused(await say('pt-BR'))).toBe(
      'O servidor não aceitou o acesso: entre de novo para enviar suas alterações.',
    );
  });
});
