import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PLANNER_MAX_ROWS, PLANNER_PAGE_SIZE } from '../../rules/planner.ts';
import type { PlannerFilter } from '../../worker/contract.ts';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { ComponentList } from './ComponentList.tsx';
import { NO_FILTER, PlannerFilters, type SetFilter } from './PlannerFilters.tsx';
import { ShutdownView } from './ShutdownView.tsx';
import { plannerWords as words } from './planner-words.ts';
import './planner.css';

export type PlannerView = 'components' | 'shutdown';

const TABS: { id: PlannerView; label: MessageDescriptor }[] = [
  { id: 'components', label: words.components },
  { id: 'shutdown', label: words.shutdown },
];

/**
 * /planner: every machine's components with their latest wear, action and forecast, soonest to 100 % first, from
 * this device's database (offline); filters and search shared by the list and the shutdown plan.
 */
export default function PlannerScreen() {
  const { view } = useSearch({ from: '/_shell/planner' });
  const navigate = useNavigate();
  const intl = useIntl();
  const [filter, setFilter] = useState<PlannerFilter>(NO_FILTER);
  const [limit, setLimit] = useState(PLANNER_PAGE_SIZE);
  const setOne = useCallback<SetFilter>((key, value) => {
    setFilter((f) => ({ ...f, [key]: value }));
    setLimit(PLANNER_PAGE_SIZE);
  }, []);
  const onMore = useCallback(() => setLimit((n) => Math.min(PLANNER_MAX_ROWS, n + PLANNER_PAGE_SIZE)), []);
  // A keystroke redraws its field at once; the list follows in a render React may interrupt, so typing never waits
  // behind a page of rows (a tablet's frame stays short).
  const listFilter = useDeferredValue(filter);
  // One read for the list: the page, the counts and the filters' choices (the choices also feed the shutdown view).
  const { data: page, isPlaceholderData } = useEngineQuery({
    queryKey: ['planner-page', listFilter, limit],
    query: (engine) => engine.plannerPage({ ...listFilter, offset: 0, limit }),
    keepPrevious: true,
  });
  return (
    <div className="page planner">
      <div className="list-header">
        <h1>{intl.formatMessage(words.title)}</h1>
      </div>
      <div role="tablist" aria-label={intl.formatMessage(words.title)} className="tabs">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`planner-tab-${t.id}`}
            aria-selected={view === t.id}
            aria-controls="planner-panel"
            className="tab"
            onClick={() => void navigate({ to: '/planner', search: { view: t.id }, replace: true })}
          >
            {intl.formatMessage(t.label)}
          </button>
        ))}
      </div>
      <PlannerFilters filter={filter} choices={page?.choices} onSet={setOne} />
      <div id="planner-panel" role="tabpanel" aria-labelledby={`planner-tab-${view}`}>
        {view === 'components' ? (
          <ComponentList
            filter={listFilter}
            page={page}
            pending={isPlaceholderData || listFilter !== filter}
            onMore={onMore}
          />
        ) : (
          <ShutdownView filter={listFilter} />
        )}
      </div>
    </div>
  );
}
