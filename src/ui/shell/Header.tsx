import { Link, useLocation } from '@tanstack/react-router';
import { defineMessages, useIntl } from 'react-intl';
import { BackIcon, CloudOffIcon, Logo, MenuIcon, UpdateIcon } from './icons.tsx';
import { useUpdate } from './update.tsx';
import { useConnectivity } from './use-connectivity.ts';
import { useGoBack } from './use-go-back.ts';

const words = defineMessages({
  menu: { id: 'header.menu', defaultMessage: 'Menu' },
  back: { id: 'header.back', defaultMessage: 'BACK' },
  home: { id: 'header.home', defaultMessage: 'Inspect home' },
  offline: { id: 'header.offline', defaultMessage: 'Offline: the server cannot be reached' },
  update: { id: 'header.update', defaultMessage: 'App update available' },
});

/**
 * shell spec §2 Header: BACK on every page but Home, the logo linking home, the menu button, a red icon while the
 * server is unreachable and a grey one when an app update is available.
 */
export function Header({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  // Whether this is Home, not the address: the header is not drawn again at every screen change.
  const away = useLocation({ select: (location) => location.pathname !== '/' });
  const goBack = useGoBack();
  const online = useConnectivity();
  const { newHash, openDialog } = useUpdate();
  const t = useIntl().formatMessage;
  return (
    <header className="app-header">
      <button
        type="button"
        className="icon-button"
        aria-label={t(words.menu)}
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={onMenu}
      >
        <MenuIcon />
      </button>
      {away ? (
        <button type="button" className="back-button" onClick={goBack}>
          <BackIcon />
          {t(words.back)}
        </button>
      ) : null}
      <Link to="/" className="logo-link" aria-label={t(words.home)}>
        <Logo />
        <span className="logo-text">Inspect</span>
      </Link>
      <span className="header-status">
        {online === false ? (
          <span className="status-icon offline" role="img" aria-label={t(words.offline)}>
            <CloudOffIcon />
          </span>
        ) : null}
        {newHash !== undefined ? (
          <button
            type="button"
            className="icon-button status-icon update"
            aria-label={t(words.update)}
            onClick={openDialog}
          >
            <UpdateIcon />
          </button>
        ) : null}
      </span>
    </header>
  );
}
