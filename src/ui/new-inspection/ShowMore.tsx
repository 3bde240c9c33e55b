import { useEffect, useRef } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { AssetSearchResult } from '../../worker/contract.ts';

const words = defineMessages({
  machines: defineMessage<{ shown: number; total: number }>({
    id: 'showMore.machines',
    defaultMessage: 'Show more machines ({shown} of {total})',
  }),
  buckets: defineMessage<{ shown: number; total: number }>({
    id: 'showMore.buckets',
    defaultMessage: 'Show more buckets ({shown} of {total})',
  }),
});

interface ShowMoreProps {
  readonly result: AssetSearchResult;
  /** A page is loading: the end of the list asks for no more meanwhile. */
  readonly loading: boolean;
  readonly onMore: () => void;
}

/**
 * The end of the Select Machine list: the next page is fetched as it comes into view (or on a tap), machines first,
 * then the buckets on their own.
 */
export function ShowMore({ result, loading, onMore }: ShowMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const t = useIntl().formatMessage;
  const moreMachines = result.machines.length < result.machineTotal;
  const more = moreMachines || result.bucketOnly.length < result.bucketOnlyTotal;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !more || loading) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore());
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, loading, onMore]);
  if (!more) return null;
  const label = moreMachines
    ? t(words.machines, { shown: result.machines.length, total: result.machineTotal })
    : t(words.buckets, { shown: result.bucketOnly.length, total: result.bucketOnlyTotal });
  return (
    <div ref={sentinel} className="list-more">
      <button type="button" className="button" onClick={onMore}>
        {label}
      </button>
    </div>
  );
}
