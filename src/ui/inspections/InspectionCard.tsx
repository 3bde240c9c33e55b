import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { conflictCountLine, initialsOf } from '../../rules/index.ts';
import type { InspectionCard as Card } from '../../worker/contract.ts';
import { formatIsoDateTime } from '../shell/format.ts';
import { CloudDoneIcon, CloudOffIcon } from '../shell/icons.tsx';
import { useDomainWords } from '../recording/domain-words.ts';
import { DeletedAndBackNotice } from './DeletedAndBackNotice.tsx';

const words = defineMessages({
  yard: { id: 'card.yard', defaultMessage: 'Yard' },
  inspector: defineMessage<{ name: string }>({ id: 'card.inspector', defaultMessage: 'Inspector {name}' }),
  synced: { id: 'card.synced', defaultMessage: 'Synced' },
  notSynced: { id: 'card.notSynced', defaultMessage: 'Not synced' },
});

/**
 * shell spec §2 Home: the asset or yard name, model and asset type (or Yard), category types, customer and site,
 * inspector initials, date and a synced or unsynced icon. A completed card opens its details, any other the inspection.
 */
export function InspectionCard({ card, actions }: { card: Card; actions?: ReactNode }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const said = useDomainWords();
  // A yard inspection is titled by its bucket; the line below says which yard it stands in.
  const kind = card.isYard
    ? [t(words.yard), card.yardName].filter(Boolean).join(' · ')
    : [card.modelName, card.assetTypeName].filter(Boolean).join(' · ');
  const body = (
    <>
      <span className="card-title">{card.title}</span>
      <span className="card-line">{kind}</span>
      {/* Reference rows ("All Categories / All Types"): each name in the language where the catalogue knows it. */}
      <span className="card-line">
        {card.categoryTypes.map((c) => c.split(' / ').map(said).join(' / ')).join(', ')}
      </span>
      <span className="card-line">{[card.customerName, card.siteName].filter(Boolean).join(' · ')}</span>
      {card.openConflicts > 0 ? (
        <span className="card-line card-conflict">{conflictCountLine(card.openConflicts)}</span>
      ) : null}
      <DeletedAndBackNotice back={card.deletedAndBack} asCardLine />
      <span className="card-meta">
        <span
          className="avatar small"
          title={card.inspectorName}
          aria-label={t(words.inspector, { name: card.inspectorName })}
        >
          {initialsOf(card.inspectorName)}
        </span>
        <time dateTime={card.inspectionDate}>{formatIsoDateTime(card.inspectionDate, intl.locale)}</time>
        {card.isSynced ? (
          <span className="synced" role="img" aria-label={t(words.synced)}>
            <CloudDoneIcon />
          </span>
        ) : (
          <span className="unsynced" role="img" aria-label={t(words.notSynced)}>
            <CloudOffIcon />
          </span>
        )}
      </span>
    </>
  );
  return (
    <li className="inspection-card">
      {card.completed ? (
        <Link
          to="/inspections/$externalId/complete"
          params={{ externalId: card.externalId }}
          className="card-link"
        >
          {body}
        </Link>
      ) : (
        <Link to="/inspections/$externalId" params={{ externalId: card.externalId }} className="card-link">
          {body}
        </Link>
      )}
      {actions ? <div className="card-actions">{actions}</div> : null}
    </li>
  );
}
