import { useEngine } from '../engine/EngineProvider.tsx';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { homeListsQuery } from '../home/home-lists-query.ts';
import { useNow } from '../shell/use-now.ts';
import { lastSyncedWords, syncingWords, waitingWords } from '../shell/sync-words.ts';

// Screens of the route table whose contents the spec does not show (shell spec §2): /summary-screen,
// /table-of-bucket-screen and /test-screen.

export function SummaryScreen() {
  const { data } = useEngineQuery(homeListsQuery);
  return (
    <div className="page narrow">
      <h1>Summary</h1>
      <dl className="facts">
        <dt>Recent inspections in progress</dt>
        <dd>{data?.inProgress.length ?? '…'}</dd>
        <dt>Recent inspections completed</dt>
        <dd>{data?.completed.length ?? '…'}</dd>
        <dt>Not yet synced</dt>
        <dd>{data ? [...data.inProgress, ...data.completed].filter((c) => !c.isSynced).length : '…'}</dd>
      </dl>
    </div>
  );
}

export function TableOfBucketScreen() {
  return (
    <div className="page narrow">
      <h1>Table of bucket</h1>
      <p>The bucket tables are opened from an inspection&apos;s Bucket section.</p>
    </div>
  );
}

export function TestScreen() {
  const { state, online, sync } = useEngine();
  const now = useNow();
  return (
    <div className="page narrow">
      <h1>Test screen</h1>
      <dl className="facts">
        <dt>Local database</dt>
        <dd>{state.kind === 'ready' ? `open, schema version ${state.schemaVersion}` : state.kind}</dd>
        <dt>Server</dt>
        <dd>{online === undefined ? 'not probed yet' : online ? 'reachable' : 'unreachable'}</dd>
        <dt>Sync</dt>
        <dd>
          {sync
            ? (syncingWords(sync) ?? (sync.phase === 'error' ? `Failed: ${sync.message ?? ''}` : 'Idle'))
            : 'Idle'}
        </dd>
        <dt>Last sync</dt>
        <dd>{sync ? lastSyncedWords(sync.lastSyncedAt ?? sync.lastSyncDate, now) : '…'}</dd>
        <dt>Waiting to upload</dt>
        <dd>{sync ? (waitingWords(sync) ?? 'Nothing') : '…'}</dd>
        <dt>Refused by the server</dt>
        <dd>{sync ? sync.rejectedChanges : '…'}</dd>
      </dl>
    </div>
  );
}
