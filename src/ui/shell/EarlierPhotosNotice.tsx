import { defineMessage, useIntl } from 'react-intl';
import { englishTranslator } from '../../i18n/catalogues.ts';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import type { Say } from './sync-words.ts';
import { useNotice } from './toast.tsx';

const saving = defineMessage<{ count: number }>({
  id: 'earlierPhotos.saving',
  defaultMessage: 'Saving {count, plural, one {# photo} other {# photos}} taken before the page reloaded…',
});

/** What the inspector reads while photos taken before the page reloaded are still being stored. */
export function earlierPhotosWords(count: number, t: Say = englishTranslator()): string {
  return t.formatMessage(saving, { count });
}

/**
 * Says, for as long as it lasts, that photos an earlier page received are being stored (decision 0036): they show on
 * their screens one by one as each is stored, and without a word an inspector would take them again.
 */
export function EarlierPhotosNotice() {
  const { data: count } = useEngineQuery({
    queryKey: ['photosFromEarlierPages'],
    query: (engine) => engine.photosFromEarlierPages(),
  });
  const intl = useIntl();
  useNotice(count ? earlierPhotosWords(count, intl) : undefined);
  return null;
}
