import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import {
  HISTORY_SORT_KEYS,
  ITEMS_TO_DISPLAY,
  type HistorySortKey,
  type HistoryTab,
  type SortDirection,
} from '../../rules/index.ts';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { HelpTip } from '../help/HelpTip.tsx';
import { InspectionCard } from '../inspections/InspectionCard.tsx';
import { HistoryActions } from './HistoryActions.tsx';

const words = defineMessages({
  inProgress: { id: 'rec.history.tab.inProgress', defaultMessage: 'In Progress' },
  completed: { id: 'rec.history.tab.completed', defaultMessage: 'Completed' },
  title: { id: 'rec.history.title', defaultMessage: 'Inspections' },
  tabs: { id: 'rec.history.tabs', defaultMessage: 'Inspection history' },
  sortBy: { id: 'rec.history.sortBy', defaultMessage: 'Sort by' },
  toDescending: { id: 'rec.history.toDescending', defaultMessage: 'Ascending: change to descending' },
  toAscending: { id: 'rec.history.toAscending', defaultMessage: 'Descending: change to ascending' },
  ascending: { id: 'rec.history.ascending', defaultMessage: '↑ Ascending' },
  descending: { id: 'rec.history.descending', defaultMessage: '↓ Descending' },
  loading: { id: 'rec.history.loading', defaultMessage: 'Loading…' },
  none: { id: 'rec.history.none', defaultMessage: 'No history available' },
  Alphabetical: { id: 'rec.history.sort.Alphabetical', defaultMessage: 'Alphabetical' },
  Recent: { id: 'rec.history.sort.Recent', defaultMessage: 'Recent' },
  Name: { id: 'rec.history.sort.Name', defaultMessage: 'Name' },
  Date: { id: 'rec.history.sort.Date', defaultMessage: 'Date' },
});
const loadMore = defineMessage<{ shown: number; total: number }>({
  id: 'rec.history.loadMore',
  defaultMessage: 'Load more ({shown} of {total})',
});
const TABS: { id: HistoryTab; label: MessageDescriptor }[] = [
  { id: 'in_progress', label: words.inProgress },
  { id: 'completed', label: words.completed },
];
// The sort keys are the spec's (the query takes them as they are); only their words are translated.
const SORT_WORDS: Readonly<Record<HistorySortKey, MessageDescriptor>> = {
  Name: words.Name,
  Date: words.Date,
  Alphabetical: words.Alphabetical,
  Recent: words.Recent,
};
/** Alphabetical starts A to Z, Recent newest first; Name and Date keep the direction chosen. */
const DEFAULT_DIRECTION: Partial<Record<HistorySortKey, SortDirection>> = {
  Alphabetical: 'asc',
  Recent: 'desc',
};

/** /history?history_tab=in_progress|completed (shell spec §2): tabs, sort key and direction, paging steps. */
export default function HistoryScreen() {
  const { history_tab: tab } = useSearch({ from: '/_shell/history' });
  const navigate = useNavigate();
  const intl = useIntl();
  const say = intl.formatMessage;
  const [sort, setSort] = useState<HistorySortKey>('Recent');
  const [direction, setDirection] = useState<SortDirection>('desc');
  const [limit, setLimit] = useState(ITEMS_TO_DISPLAY);
  const { data, isPending } = useEngineQuery({
    queryKey: ['history', tab, sort, direction, limit],
    query: (engine) => engine.historyPage({ tab, sort, direction, limit }),
    keepPrevious: true,
  });
  return (
    <div className="page history">
      <div className="list-header">
        <h1>{say(words.title)}</h1>
        <HelpTip tipKey="history-tabs" />
        <HelpTip tipKey="history-sorting" />
      </div>
      <div role="tablist" aria-label={say(words.tabs)} className="tabs">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls="history-panel"
            className="tab"
            onClick={() => {
              setLimit(ITEMS_TO_DISPLAY);
              void navigate({ to: '/history', search: { history_tab: t.id }, replace: true });
            }}
          >
            {say(t.label)}
          </button>
        ))}
      </div>
      <div className="toolbar">
        <label className="field">
          <span>{say(words.sortBy)}</span>
          <select
            value={sort}
            onChange={(e) => {
              const key = e.target.value as HistorySortKey;
              setSort(key);
              setDirection(DEFAULT_DIRECTION[key] ?? direction);
            }}
          >
            {HISTORY_SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {say(SORT_WORDS[key])}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button"
          aria-label={say(direction === 'asc' ? words.toDescending : words.toAscending)}
          onClick={() => setDirection((d) => (d === 'asc' ? 'desc' : 'asc'))}
        >
          {say(direction === 'asc' ? words.ascending : words.descending)}
        </button>
      </div>
      <section id="history-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {isPending ? <p role="status">{say(words.loading)}</p> : null}
        {data && data.cards.length === 0 ? <p className="empty-state">{say(words.none)}</p> : null}
        {data && data.cards.length > 0 ? (
          <ul className="card-list">
            {data.cards.map((card) => (
              <InspectionCard key={card.externalId} card={card} actions={<HistoryActions card={card} />} />
            ))}
          </ul>
        ) : null}
        {data && data.cards.length < data.total ? (
          <button type="button" className="button" onClick={() => setLimit((n) => n + ITEMS_TO_DISPLAY)}>
            {say(loadMore, { shown: data.cards.length, total: data.total })}
          </button>
        ) : null}
      </section>
    </div>
  );
}
