import { describe, expect, it } from 'vitest';
import { CAMERA_FAILED, CAMERA_REFUSED, NO_CAMERA, cameraMessage, noTagMessage } from './camera-messages.ts';

describe('cameraMessage', () => {
  it('says the camera is not allowed when the inspector or the browser refused it', () => {
    expect(cameraMessage(new DOMException('denied', 'NotAllowedError'))).toBe(CAMERA_REFUSED);
    expect(cameraMessage(new DOMException('insecure', 'SecurityError'))).toBe(CAMERA_REFUSED);
  });

  it('says there is no camera when none is found or the page cannot ask for one', () => {
    expect(cameraMessage(new DOMException('none', 'NotFoundError'))).toBe(NO_CAMERA);
    expect(cameraMessage(new DOMException('no API', 'NotSupportedError'))).toBe(NO_CAMERA);
  });

  it('says the camera could not start for anything else (in use by another app)', () => {
    expect(cameraMessage(new DOMException('busy', 'NotReadableError'))).toBe(CAMERA_FAILED);
    expect(cameraMessage('strange')).toBe(CAMERA_FAILED);
  });
});

it('names the scanned tag in the no-machine message', () => {
  expect(noTagMessage('EX-999')).toBe('No machine with tag EX-999 on this device');
});
