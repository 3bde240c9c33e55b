import { describe, expect, it } from 'vitest';
import { messagesOf, translatorFor } from '../../i18n/catalogues.ts';
import { cameraMessage, noTagMessage } from './camera-messages.ts';

const REFUSED =
  'The camera is not allowed for this app. Allow it in the browser’s site settings to scan, or search the list.';
const NO_CAMERA = 'No camera was found on this device. Search the list instead.';
const FAILED = 'The camera could not start. Search the list instead.';

describe('cameraMessage', () => {
  it('says the camera is not allowed when the inspector or the browser refused it', () => {
    expect(cameraMessage(new DOMException('denied', 'NotAllowedError'))).toBe(REFUSED);
    expect(cameraMessage(new DOMException('insecure', 'SecurityError'))).toBe(REFUSED);
  });

  it('says there is no camera when none is found or the page cannot ask for one', () => {
    expect(cameraMessage(new DOMException('none', 'NotFoundError'))).toBe(NO_CAMERA);
    expect(cameraMessage(new DOMException('no API', 'NotSupportedError'))).toBe(NO_CAMERA);
  });

  it('says the camera could not start for anything else (in use by another app)', () => {
    expect(cameraMessage(new DOMException('busy', 'NotReadableError'))).toBe(FAILED);
    expect(cameraMessage('strange')).toBe(FAILED);
  });

  it('speaks the inspector’s language', async () => {
    const spanish = translatorFor('es', await messagesOf('es'));
    expect(cameraMessage(new DOMException('none', 'NotFoundError'), spanish)).toBe(
      'No se encontró ninguna cámara en este dispositivo. Busque en la lista.',
    );
    expect(noTagMessage('EX-999', spanish)).toBe('Ningún equipo con la etiqueta EX-999 en este dispositivo');
  });
});

it('names the scanned tag in the no-machine message', () => {
  expect(noTagMessage('EX-999')).toBe('No machine with tag EX-999 on this device');
});
