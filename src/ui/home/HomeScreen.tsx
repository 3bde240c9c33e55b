import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { HelpTip } from '../help/HelpTip.tsx';
import { InspectionCard } from '../inspections/InspectionCard.tsx';
import type { InspectionCard as Card } from '../../worker/contract.ts';
import { SyncStatusLine } from '../shell/SyncStatusBar.tsx';
import { AddPanel } from './AddPanel.tsx';
import { FirstSyncPanel } from './FirstSyncPanel.tsx';
import { homeListsQuery } from './home-lists-query.ts';
import { useHeldLists } from './use-held-lists.ts';

const words = defineMessages({
  title: { id: 'home.title', defaultMessage: 'Inspections' },
  inProgress: { id: 'home.inProgress', defaultMessage: 'IN PROGRESS' },
  completed: { id: 'home.completed', defaultMessage: 'COMPLETED' },
  seeAll: { id: 'home.seeAll', defaultMessage: 'SEE ALL' },
  seeHistory: { id: 'home.seeHistory', defaultMessage: 'SEE HISTORY' },
  loading: { id: 'home.loading', defaultMessage: 'Loading…' },
  empty: { id: 'home.empty', defaultMessage: 'No inspections yet.' },
  waitingWhy: {
    id: 'home.waiting.why',
    defaultMessage:
      'These came with a sync after this screen opened. Tap to show them; until then the cards stay where they are.',
  },
});

const showWaitingWords = defineMessage<{ count: number }>({
  id: 'home.waiting.show',
  defaultMessage: '{count, plural, one {SHOW # NEW INSPECTION} other {SHOW # NEW INSPECTIONS}}',
});

/**
 * shell spec §2 Home: IN PROGRESS and COMPLETED, the 10 most recent of each, and the add button. Inspections a sync
 * brings while Home is shown wait behind a button beside the add button (use-held-lists.ts).
 */
export default function HomeScreen() {
  const { data, isPending } = useEngineQuery(homeListsQuery);
  const { sync } = useEngine();
  const { shown, showWaiting } = useHeldLists(data, sync?.lastSyncDate != null);
  const t = useIntl().formatMessage;
  return (
    <div className="page home">
      <h1 className="visually-hidden">{t(words.title)}</h1>
      <FirstSyncPanel />
      <SyncStatusLine />
      <HomeList
        id="in-progress"
        heading={t(words.inProgress)}
        tipKey="home-in-progress"
        cards={shown?.inProgress}
        loading={isPending}
        link={
          <Link to="/history" search={{ history_tab: 'in_progress' }} className="text-link">
            {t(words.seeAll)}
          </Link>
        }
      />
      <HomeList
        id="completed"
        heading={t(words.completed)}
        tipKey="home-completed"
        cards={shown?.completed}
        loading={isPending}
        link={
          <Link to="/history" search={{ history_tab: 'completed' }} className="text-link">
            {t(words.seeHistory)}
          </Link>
        }
      />
      <AddPanel
        beside={
          shown && shown.waiting > 0 ? (
            <button
              type="button"
              className="button waiting-cards"
              title={t(words.waitingWhy)}
              onClick={() => {
                showWaiting();
                showTop();
              }}
            >
              {t(showWaitingWords, { count: shown.waiting })}
            </button>
          ) : null
        }
      />
    </div>
  );
}

/** The lists' top, where the new cards are, in view and focused (the button that was focused is gone). */
function showTop() {
  window.scrollTo({ top: 0 });
  document.getElementById('in-progress-heading')?.focus({ preventScroll: true });
}

function HomeList(props: {
  id: string;
  heading: string;
  tipKey: string;
  cards: readonly Card[] | undefined;
  loading: boolean;
  link: ReactNode;
}) {
  const t = useIntl().formatMessage;
  return (
    <section aria-labelledby={`${props.id}-heading`} className="home-list">
      <div className="list-header">
        <h2 id={`${props.id}-heading`} tabIndex={-1}>
          {props.heading}
        </h2>
        <HelpTip tipKey={props.tipKey} />
        {props.link}
      </div>
      {props.loading ? (
        <p role="status">{t(words.loading)}</p>
      ) : props.cards && props.cards.length > 0 ? (
        <ul className="card-list">
          {props.cards.map((card) => (
            <InspectionCard key={card.externalId} card={card} />
          ))}
        </ul>
      ) : (
        <p className="muted">{t(words.empty)}</p>
      )}
    </section>
  );
}
