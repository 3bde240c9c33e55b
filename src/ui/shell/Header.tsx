import { Link, useLocation } from '@tanstack/react-router';
import { BackIcon, CloudOffIcon, Logo, MenuIcon, UpdateIcon } from './icons.tsx';
import { useUpdate } from './update.tsx';
import { useConnectivity } from './use-connectivity.ts';
import { useGoBack } from './use-go-back.ts';

/**
 * shell spec §2 Header: BACK on every page but Home, the logo linking home, the menu button, a red icon while the
 * server is unreachable and a grey one when an app update is available.
 */
export function Header({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const { pathname } = useLocation();
  const goBack = useGoBack();
  const online = useConnectivity();
  const { newHash, openDialog } = useUpdate();
  return (
    <header className="app-header">
      <button
        type="button"
        className="icon-button"
        aria-label="Menu"
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={onMenu}
      >
        <MenuIcon />
      </button>
      {pathname !== '/' ? (
        <button type="button" className="back-button" onClick={goBack}>
          <BackIcon />
          BACK
        </button>
      ) : null}
      <Link to="/" className="logo-link" aria-label="Inspect home">
        <Logo />
        <span className="logo-text">Inspect</span>
      </Link>
      <span className="header-status">
        {online === false ? (
          <span className="status-icon offline" role="img" aria-label="Offline: the server cannot be reached">
            <CloudOffIcon />
          </span>
        ) : null}
        {newHash !== undefined ? (
          <button
            type="button"
            className="icon-button status-icon update"
            aria-label="App update available"
            onClick={openDialog}
          >
            <UpdateIcon />
          </button>
        ) : null}
      </span>
    </header>
  );
}
