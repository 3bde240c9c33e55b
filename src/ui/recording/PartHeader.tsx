import { defineMessage, useIntl } from 'react-intl';
import { useDomainWords } from './domain-words.ts';

const partNo = defineMessage<{ partNumber: string }>({
  id: 'rec.partNumber',
  defaultMessage: 'Part # {partNumber}',
});
/**
 * recording spec §2 Shared UI part header: the tag in upper case and the part number. The catalogue part's name keeps
 * its model and size; its part type is written in the inspector's language (decision 0083).
 */
export function PartHeader({ tag, partNumber }: { tag: string; partNumber: string | null | undefined }) {
  const intl = useIntl();
  const named = useDomainWords();
  return (
    <div className="part-header">
      <span className="part-tag">{named(tag).toLocaleUpperCase(intl.locale)}</span>
      {partNumber ? <span className="part-number">{intl.formatMessage(partNo, { partNumber })}</span> : null}
    </div>
  );
}
