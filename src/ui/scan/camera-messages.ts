import { defineMessage, defineMessages } from 'react-intl';
import { englishTranslator } from '../../i18n/catalogues.ts';
import type { Say } from '../shell/sync-words.ts';

// What the inspector reads when the camera cannot scan (decision 0056): the list stays as it was, so each says so.
// In the inspector's language (decision 0065); `t` is English by default.
const words = defineMessages({
  refused: {
    id: 'camera.refused',
    defaultMessage:
      'The camera is not allowed for this app. Allow it in the browser’s site settings to scan, or search the list.',
  },
  none: { id: 'camera.none', defaultMessage: 'No camera was found on this device. Search the list instead.' },
  failed: { id: 'camera.failed', defaultMessage: 'The camera could not start. Search the list instead.' },
  noTag: defineMessage<{ tag: string }>({
    id: 'scan.noTag',
    defaultMessage: 'No machine with tag {tag} on this device',
  }),
});

/** The message for a failed getUserMedia (or none at all: an insecure page or an old browser). */
export function cameraMessage(error: unknown, t: Say = englishTranslator()): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return t.formatMessage(words.refused);
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotSupportedError')
    return t.formatMessage(words.none);
  return t.formatMessage(words.failed);
}

/** "No machine with tag X on this device" (decision 0056), the code's text quoted as scanned. */
export function noTagMessage(shown: string, t: Say = englishTranslator()): string {
  return t.formatMessage(words.noTag, { tag: shown });
}
