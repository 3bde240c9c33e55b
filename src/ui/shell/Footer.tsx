import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEngineHandle } from '../engine/EngineProvider.tsx';
import { deviceType, formatDateTime } from './format.ts';

/** shell spec §2 Footer: the device type and the build date and time (the current time when it cannot be read). */
export function Footer() {
  const { engine } = useEngineHandle();
  // A server call, not a read of local data: no local write invalidates it.
  const { data: buildTime, isFetched } = useQuery({
    queryKey: ['build-time'],
    queryFn: async () => (await engine.fetchBuildTime()) ?? null,
  });
  const { locale } = useIntl();
  const shown = buildTime ? new Date(buildTime) : new Date();
  return (
    <footer className="app-footer">
      <span>{deviceType(navigator.userAgent, navigator.maxTouchPoints)}</span>
      {isFetched ? (
        <span data-testid="build-time">
          <FormattedMessage
            id="footer.build"
            defaultMessage="Build {time}"
            values={{ time: <time dateTime={shown.toISOString()}>{formatDateTime(shown, locale)}</time> }}
          />
        </span>
      ) : null}
    </footer>
  );
}
