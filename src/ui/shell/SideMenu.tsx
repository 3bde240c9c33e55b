import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { initialsOf } from '../../rules/index.ts';
import { useSession } from '../auth/use-session.ts';
import { devtoolsEnabled } from '../engine/devtools.ts';
import { useEngine, useEngineHandle } from '../engine/EngineProvider.tsx';
import { StorageStatusPanel } from '../storage/StorageStatusPanel.tsx';
import { useLongPress } from './long-press.ts';
import { LogoutDialog } from './LogoutDialog.tsx';
import { REFRESH_OFFLINE, REFRESH_OFFLINE_MS } from './refresh-words.ts';
import { HELP_LONG_PRESS_MS } from './timings.ts';
import { useToast } from './toast.tsx';
import { useBrowserOnline } from './use-browser-online.ts';
import { useLogout } from './use-logout.ts';

/**
 * shell spec §2 Side menu: slides in from the left; the user's initials, name, company and e-mail from the token;
 * Home, New Inspection, New Bucket, Changeout Bucket, Inspections, Fleet planner (beyond the spec: the fleet's
 * next changeouts), Settings (beyond the spec: units and light, decision 0053), Gauges (beyond the spec: Bluetooth
 * and keyboard gauges, decision 0054), Refresh Data, Logout, Help (a 1.5 s long press on Help opens support instead).
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const { engine } = useEngineHandle();
  const { name, email, company } = useSession();
  const logout = useLogout(open);
  const toast = useToast();
  const browserOnline = useBrowserOnline();
  const probeOnline = useEngine().online;
  const online = browserOnline && probeOnline !== false;
  const loggingOut = logout.step.kind === 'checking' || logout.step.kind === 'logging-out';
  const unsent = 'unsent' in logout.step ? logout.step.unsent : undefined;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const go = (
    to:
      | '/'
      | '/new-inspection'
      | '/new-bucket'
      | '/help-screen'
      | '/support-screen'
      | '/settings'
      | '/gauges'
      | '/print-tags',
  ) => {
    onClose();
    void navigate({ to });
  };
  const openPlanner = () => {
    onClose();
    void navigate({ to: '/planner', search: { view: 'components' } });
  };
  const openHistory = () => {
    onClose();
    void navigate({ to: '/history', search: { history_tab: 'in_progress' } });
  };
  const help = useLongPress(
    () => go('/help-screen'),
    () => go('/support-screen'),
    HELP_LONG_PRESS_MS,
  );
  const refresh = () => {
    console.info('Refresh Data');
    onClose();
    // A sync on demand: the idle device otherwise asks the server only once a minute (docs/architecture.md
    // "Sync"). Offline the tap must still answer: the sync engine starts the cycle by itself when the probe sees the
    // server again.
    if (!online) toast('warning', REFRESH_OFFLINE, REFRESH_OFFLINE_MS);
    void engine.syncNow().catch(() => undefined);
  };
  return (
    <dialog
      ref={ref}
      id="side-menu"
      className="side-menu"
      aria-label="Menu"
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()}
    >
      <section className="user-card" aria-label="Signed-in user">
        <span className="avatar" aria-hidden="true">
          {initialsOf(name)}
        </span>
        <span>
          <strong>{name}</strong>
          {company ? <span className="muted">{company}</span> : null}
          {email ? <span className="muted">{email}</span> : null}
        </span>
      </section>
      <nav aria-label="Main">
        <ul className="menu-list">
          <li>
            <button type="button" onClick={() => go('/')}>
              Home
            </button>
          </li>
          <li>
            <button type="button" onClick={() => go('/new-inspection')}>
              New Inspection
            </button>
          </li>
          <li>
            <button type="button" onClick={() => go('/new-bucket')}>
              New Bucket
            </button>
          </li>
          <li>
            <button type="button" onClick={() => go('/new-inspection')}>
              Changeout Bucket
            </button>
          </li>
          <li>
            <button type="button" onClick={openHistory}>
              Inspections
            </button>
          </li>
          <li>
            <button type="button" onClick={openPlanner}>
              Fleet planner
            </button>
          </li>
          <li>
            <button type="button" onClick={() => go('/print-tags')}>
              Print tags
            </button>
          </li>
          <li>
            <button type="button" onClick={() => go('/settings')}>
              Settings
            </button>
          </li>
          <li>
            <button type="button" onClick={() => go('/gauges')}>
              Gauges
            </button>
          </li>
          <li>
            <button type="button" onClick={refresh}>
              Refresh Data
            </button>
          </li>
          <li>
            <button type="button" onClick={() => void logout.start()} disabled={loggingOut || logout.reading}>
              {loggingOut ? 'Logging out…' : 'Logout'}
            </button>
          </li>
          <li>
            <button type="button" {...help}>
              Help
            </button>
          </li>
        </ul>
      </nav>
      <StorageStatusPanel />
      {devtoolsEnabled() ? (
        <p>
          <Link to="/dev/sql" onClick={onClose} className="link-button">
            Developer SQL console
          </Link>
        </p>
      ) : null}
      <button type="button" className="button" onClick={onClose}>
        Close menu
      </button>
      {unsent ? (
        <LogoutDialog
          unsent={unsent}
          syncing={logout.step.kind === 'syncing'}
          syncFailed={logout.step.kind === 'asking' ? logout.step.syncFailed : undefined}
          onSyncThenLogout={() => void logout.syncThenLogout(unsent)}
          onStay={logout.stay}
          onDiscard={logout.discardAndLogout}
        />
      ) : null}
    </dialog>
  );
}
