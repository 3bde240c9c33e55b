import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import {
  HISTORY_SORT_KEYS,
  ITEMS_TO_DISPLAY,
  NO_HISTORY,
  type HistorySortKey,
  type HistoryTab,
  type SortDirection,
} from '../../rules/index.ts';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { HelpTip } from '../help/HelpTip.tsx';
import { InspectionCard } from '../inspections/InspectionCard.tsx';
import { HistoryActions } from './HistoryActions.tsx';

const TABS: { id: HistoryTab; label: string }[] = [
  { id: 'in_progress', label: 'In Progress' },
  { id: 'completed', label: 'Completed' },
];
/** Alphabetical starts A to Z, Recent newest first; Name and Date keep the direction chosen. */
const DEFAULT_DIRECTION: Partial<Record<HistorySortKey, SortDirection>> = {
  Alphabetical: 'asc',
  Recent: 'desc',
};

/** /history?history_tab=in_progress|completed (shell spec §2): tabs, sort key and direction, paging steps. */
export default function HistoryScreen() {
  const { history_tab: tab } = useSearch({ from: '/_shell/history' });
  const navigate = useNavigate();
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
        <h1>Inspections</h1>
        <HelpTip tipKey="history-tabs" />
        <HelpTip tipKey="history-sorting" />
      </div>
      <div role="tablist" aria-label="Inspection history" className="tabs">
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
            {t.label}
          </button>
        ))}
      </div>
      <div className="toolbar">
        <label className="field">
          <span>Sort by</span>
          <select
            value={sort}
            onChange={(e) => {
              const key = e.target.value as HistorySortKey;
              setSort(key);
              setDirection(DEFAULT_DIRECTION[key] ?? direction);
            }}
          >
            {HISTORY_SORT_KEYS.map((key) => (
              <option key={key}>{key}</option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button"
          aria-label={
            direction === 'asc' ? 'Ascending: change to descending' : 'Descending: change to ascending'
          }
          onClick={() => setDirection((d) => (d === 'asc' ? 'desc' : 'asc'))}
        >
          {direction === 'asc' ? '↑ Ascending' : '↓ Descending'}
        </button>
      </div>
      <section id="history-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {isPending ? <p role="status">Loading…</p> : null}
        {data && data.cards.length === 0 ? <p className="empty-state">{NO_HISTORY}</p> : null}
        {data && data.cards.length > 0 ? (
          <ul className="card-list">
            {data.cards.map((card) => (
              <InspectionCard key={card.externalId} card={card} actions={<HistoryActions card={card} />} />
            ))}
          </ul>
        ) : null}
        {data && data.cards.length < data.total ? (
          <button type="button" className="button" onClick={() => setLimit((n) => n + ITEMS_TO_DISPLAY)}>
            Load more ({data.cards.length} of {data.total})
          </button>
        ) : null}
      </section>
    </div>
  );
}
