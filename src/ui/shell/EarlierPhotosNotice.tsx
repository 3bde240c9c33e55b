import { useEngineQuery } from '../engine/use-engine-query.ts';
import { useNotice } from './toast.tsx';

/** What the inspector reads while photos taken before the page reloaded are still being stored. */
export function earlierPhotosWords(count: number): string {
  return `Saving ${count} ${count === 1 ? 'photo' : 'photos'} taken before the page reloaded…`;
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
  useNotice(count ? earlierPhotosWords(count) : undefined);
  return null;
}
