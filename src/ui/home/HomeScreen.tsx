import { Link, useRouter, type RegisteredRouter, type RouteIds } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { whenIdle } from '../recording/when-idle.ts';
import { warmRoutesNamed } from '../shell/preload-route-chunks.ts';
import { HelpTip } from '../help/HelpTip.tsx';
import { InspectionCard } from '../inspections/InspectionCard.tsx';
import type { InspectionCard as Card } from '../../worker/contract.ts';
import { SyncStatusLine } from '../shell/SyncStatusBar.tsx';
import { AddPanel } from './AddPanel.tsx';
import { useFirstCardAhead } from './first-card-ahead.ts';
import { FirstSyncPanel } from './FirstSyncPanel.tsx';
import { homeListsQuery } from './home-lists-query.ts';
import { keepHomeSnapshot } from './home-snapshot.ts';
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

// The screens a card opens: an inspection's frame and its contents, a completed inspection's page.
const CARD_SCREENS: readonly RouteIds<RegisteredRouter['routeTree']>[] = [
  '/_shell/inspections/$externalId',
  '/_shell/inspections/$externalId/',
  '/_shell/inspections/$externalId/complete',
];

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
  // The device has synced before: its first sync fills an empty Home, its progress on screen.
  const synced = sync?.lastSyncDate != null;
  const { shown, showWaiting } = useHeldLists(data, synced);
  const t = useIntl().formatMessage;
  // Home as drawn is kept for the next start, painted at once then (decision 0099): once the browser is idle after
  // its lists change, and as the app is left (its late parts, the help buttons, drawn by then). Not before the first
  // sync: its progress is no picture to open on.
  useEffect(() => (shown && synced ? whenIdle(() => keepHomeSnapshot(), 5_000) : undefined), [shown, synced]);
  // The code of the screens its cards open, loaded in idle moments once Home shows: a start's usual first tap, on the
  // inspection the inspector was on, renders rather than fetching and compiling it (decision 0124).
  const router = useRouter();
  useEffect(() => warmRoutesNamed(router, CARD_SCREENS), [router]);
  // Its first card's contents read ahead, for the same tap (decision 0126).
  useFirstCardAhead(shown?.inProgress[0]?.externalId);
  useEffect(() => {
    if (!synced) return undefined;
    const left = () => {
      if (document.visibilityState === 'hidden') keepHomeSnapshot();
    };
    document.addEventListener('visibilitychange', left);
    return () => document.removeEventListener('visibilitychange', left);
  }, [synced]);
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
              data-snapshot="leave-out"
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
