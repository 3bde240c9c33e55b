import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { homeListsQuery } from '../home/home-lists-query.ts';
import { useNow } from '../shell/use-now.ts';
import { lastSyncedWords, syncingWords, waitingWords } from '../shell/sync-words.ts';

const words = {
  ...defineMessages({
    summary: { id: 'info.summary', defaultMessage: 'Summary' },
    recentInProgress: { id: 'info.recentInProgress', defaultMessage: 'Recent inspections in progress' },
    recentCompleted: { id: 'info.recentCompleted', defaultMessage: 'Recent inspections completed' },
    notSynced: { id: 'info.notSynced', defaultMessage: 'Not yet synced' },
    tableOfBucket: { id: 'info.tableOfBucket', defaultMessage: 'Table of bucket' },
    tableOfBucketText: {
      id: 'info.tableOfBucket.text',
      defaultMessage: "The bucket tables are opened from an inspection's Bucket section.",
    },
    testScreen: { id: 'info.testScreen', defaultMessage: 'Test screen' },
    database: { id: 'info.database', defaultMessage: 'Local database' },
    server: { id: 'info.server', defaultMessage: 'Server' },
    notProbed: { id: 'info.server.notProbed', defaultMessage: 'not probed yet' },
    reachable: { id: 'info.server.reachable', defaultMessage: 'reachable' },
    unreachable: { id: 'info.server.unreachable', defaultMessage: 'unreachable' },
    sync: { id: 'info.sync', defaultMessage: 'Sync' },
    idle: { id: 'info.sync.idle', defaultMessage: 'Idle' },
    lastSync: { id: 'info.lastSync', defaultMessage: 'Last sync' },
    waiting: { id: 'info.waiting', defaultMessage: 'Waiting to upload' },
    nothing: { id: 'info.waiting.nothing', defaultMessage: 'Nothing' },
    refused: { id: 'info.refused', defaultMessage: 'Refused by the server' },
  }),
  open: defineMessage<{ version: number }>({
    id: 'info.database.open',
    defaultMessage: 'open, schema version {version}',
  }),
  failed: defineMessage<{ message: string }>({ id: 'info.sync.failed', defaultMessage: 'Failed: {message}' }),
};

// Screens of the route table whose contents the spec does not show (shell spec §2): /summary-screen,
// /table-of-bucket-screen and /test-screen.

export function SummaryScreen() {
  const { data } = useEngineQuery(homeListsQuery);
  const t = useIntl().formatMessage;
  return (
    <div className="page narrow">
      <h1>{t(words.summary)}</h1>
      <dl className="facts">
        <dt>{t(words.recentInProgress)}</dt>
        <dd>{data?.inProgress.length ?? '…'}</dd>
        <dt>{t(words.recentCompleted)}</dt>
        <dd>{data?.completed.length ?? '…'}</dd>
        <dt>{t(words.notSynced)}</dt>
        <dd>{data ? [...data.inProgress, ...data.completed].filter((c) => !c.isSynced).length : '…'}</dd>
      </dl>
    </div>
  );
}

export function TableOfBucketScreen() {
  const t = useIntl().formatMessage;
  return (
    <div className="page narrow">
      <h1>{t(words.tableOfBucket)}</h1>
      <p>{t(words.tableOfBucketText)}</p>
    </div>
  );
}

export function TestScreen() {
  const { state, online, sync } = useEngine();
  const now = useNow();
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div className="page narrow">
      <h1>{t(words.testScreen)}</h1>
      <dl className="facts">
        <dt>{t(words.database)}</dt>
        <dd>{state.kind === 'ready' ? t(words.open, { version: state.schemaVersion }) : state.kind}</dd>
        <dt>{t(words.server)}</dt>
        <dd>
          {online === undefined ? t(words.notProbed) : online ? t(words.reachable) : t(words.unreachable)}
        </dd>
        <dt>{t(words.sync)}</dt>
        <dd>
          {sync
            ? (syncingWords(sync, intl) ??
              (sync.phase === 'error' ? t(words.failed, { message: sync.message ?? '' }) : t(words.idle)))
            : t(words.idle)}
        </dd>
        <dt>{t(words.lastSync)}</dt>
        <dd>{sync ? lastSyncedWords(sync.lastSyncedAt ?? sync.lastSyncDate, now, intl) : '…'}</dd>
        <dt>{t(words.waiting)}</dt>
        <dd>{sync ? (waitingWords(sync, intl) ?? t(words.nothing)) : '…'}</dd>
        <dt>{t(words.refused)}</dt>
        <dd>{sync ? sync.rejectedChanges : '…'}</dd>
      </dl>
    </div>
  );
}
