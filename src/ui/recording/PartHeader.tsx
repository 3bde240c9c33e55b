import { defineMessage, useIntl } from 'react-intl';

const partNo = defineMessage<{ partNumber: string }>({
  id: 'rec.partNumber',
  defaultMessage: 'Part # {partNumber}',
});
/** recording spec §2 Shared UI part header: the tag in upper case and the part number. */
export function PartHeader({ tag, partNumber }: { tag: string; partNumber: string | null | undefined }) {
  const intl = useIntl();
  return (
    <div className="part-header">
      <span className="part-tag">{tag.toUpperCase()}</span>
      {partNumber ? <span className="part-number">{intl.formatMessage(partNo, { partNumber })}</span> : null}
    </div>
  );
}
