import { describe, expect, it } from 'vitest';
import { syncRowSchema } from '../../api/sync-items.ts';
import { SYNC_LIST_NAMES } from '../../api/sync-lists.ts';
import { LIST_SOURCES } from './lists.ts';

describe('the sources of the sync lists', () => {
  it('select exactly the fields of each list schema, in its order', () => {
    for (const list of SYNC_LIST_NAMES) {
      expect(Object.keys(LIST_SOURCES[list].fields), list).toEqual(Object.keys(syncRowSchema(list).entries));
    }
  });
});
