import { defineMessage, useIntl } from 'react-intl';
import type { DeletedAndBack } from '../../worker/contract.ts';
import { formatIsoDateTime } from '../shell/format.ts';

// An inspection deleted on one device and back with another device's changes (decision 0073): the device that
// deleted it and the device whose changes were kept each say so in plain words, on Home's card and on the
// inspection's contents, so neither inspector wonders why it is there again.

const deletedHere = defineMessage<{ device: string }>({
  id: 'deletedAndBack.deletedHere',
  defaultMessage:
    'You deleted this inspection on this device, but it was changed on another device{device, select, none {} other { ({device})}} and is back with those changes',
});
const keptHere = defineMessage<{ device: string; time: string }>({
  id: 'deletedAndBack.keptHere',
  defaultMessage:
    'This inspection was deleted on another device{device, select, none {} other { ({device})}} at {time}; your changes were kept and it is back',
});
const elsewhere = defineMessage<{ deletedOn: string; keptFrom: string; time: string }>({
  id: 'deletedAndBack.elsewhere',
  defaultMessage:
    'This inspection was deleted on another device{deletedOn, select, none {} other { ({deletedOn})}} at {time} and is back with the changes of another device{keptFrom, select, none {} other { ({keptFrom})}}',
});

const named = (name: string | null): string => (name === null || name.trim() === '' ? 'none' : name);

/** The sentence for this device, as a card's line or a notice under the contents' header. */
export function DeletedAndBackNotice({
  back,
  asCardLine,
}: {
  back: DeletedAndBack | null;
  asCardLine?: boolean;
}) {
  const intl = useIntl();
  if (back === null) return null;
  const time = formatIsoDateTime(back.deletedAt, intl.locale);
  const text = back.deletedHere
    ? intl.formatMessage(deletedHere, { device: named(back.keptFromDeviceName) })
    : back.keptHere
      ? intl.formatMessage(keptHere, { device: named(back.deletedOnDeviceName), time })
      : intl.formatMessage(elsewhere, {
          deletedOn: named(back.deletedOnDeviceName),
          keptFrom: named(back.keptFromDeviceName),
          time,
        });
  return asCardLine === true ? (
    <span className="card-line card-conflict deleted-and-back">{text}</span>
  ) : (
    <p className="notice deleted-and-back" role="note">
      {text}
    </p>
  );
}
