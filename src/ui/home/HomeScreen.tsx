import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { HelpTip } from '../help/HelpTip.tsx';
import { InspectionCard } from '../inspections/InspectionCard.tsx';
import type { InspectionCard as Card } from '../../worker/contract.ts';
import { SyncStatusLine } from '../shell/SyncStatusBar.tsx';
import { AddPanel } from './AddPanel.tsx';
import { FirstSyncPanel } from './FirstSyncPanel.tsx';
import { homeListsQuery } from './home-lists-query.ts';

const words = defineMessages({
  title: { id: 'home.title', defaultMessage: 'Inspections' },
  inProgress: { id: 'home.inProgress', defaultMessage: 'IN PROGRESS' },
  completed: { id: 'home.completed', defaultMessage: 'COMPLETED' },
  seeAll: { id: 'home.seeAll', defaultMessage: 'SEE ALL' },
  seeHistory: { id: 'home.seeHistory', defaultMessage: 'SEE HISTORY' },
  loading: { id: 'home.loading', defaultMessage: 'Loading…' },
  empty: { id: 'home.empty', defaultMessage: 'No inspections yet.' },
});

/** shell spec §2 Home: IN PROGRESS and COMPLETED, the 10 most recent of each, and the add button. */
export default function HomeScreen() {
  const { data, isPending } = useEngineQuery(homeListsQuery);
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
        cards={data?.inProgress}
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
        cards={data?.completed}
        loading={isPending}
        link={
          <Link to="/history" search={{ history_tab: 'completed' }} className="text-link">
            {t(words.seeHistory)}
          </Link>
        }
      />
      <AddPanel />
    </div>
  );
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
        <h2 id={`${props.id}-heading`}>{props.heading}</h2>
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
