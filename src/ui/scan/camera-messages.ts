// What the inspector reads when the camera cannot scan (decision 0056): the list stays as it was, so each says so.
export const CAMERA_REFUSED =
  'The camera is not allowed for this app. Allow it in the browser’s site settings to scan, or search the list.';
export const NO_CAMERA = 'No camera was found on this device. Search the list instead.';
export const CAMERA_FAILED = 'The camera could not start. Search the list instead.';

/** The message for a failed getUserMedia (or none at all: an insecure page or an old browser). */
export function cameraMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return CAMERA_REFUSED;
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotSupportedError')
    return NO_CAMERA;
  return CAMERA_FAILED;
}

/** "No machine with tag X on this device" (decision 0056), the code's text quoted as scanned. */
export function noTagMessage(shown: string): string {
  return `No machine with tag ${shown} on this device`;
}
