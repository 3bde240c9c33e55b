import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages.ts';
import { initialsOf } from '../../rules/index.ts';
import { useSession } from '../auth/use-session.ts';
import { devtoolsEnabled } from '../engine/devtools.ts';
import { useEngineHandle, useEngineOnline } from '../engine/EngineProvider.tsx';
import { languageOf, setPreferences, usePreferences } from '../storage/preferences.ts';
import { StorageStatusPanel } from '../storage/StorageStatusPanel.tsx';
import { useLongPress } from './long-press.ts';
import { LogoutDialog } from './LogoutDialog.tsx';
import { REFRESH_OFFLINE_MS, refreshWords } from './refresh-words.ts';
import { HELP_LONG_PRESS_MS } from './timings.ts';
import { useToast } from './toast.tsx';
import { useBrowserOnline } from './use-browser-online.ts';
import { useLogout } from './use-logout.ts';

const words = defineMessages({
  menu: { id: 'menu.label', defaultMessage: 'Menu' },
  user: { id: 'menu.user', defaultMessage: 'Signed-in user' },
  main: { id: 'menu.main', defaultMessage: 'Main' },
  home: { id: 'menu.home', defaultMessage: 'Home' },
  newInspection: { id: 'menu.newInspection', defaultMessage: 'New Inspection' },
  newBucket: { id: 'menu.newBucket', defaultMessage: 'New Bucket' },
  changeoutBucket: { id: 'menu.changeoutBucket', defaultMessage: 'Changeout Bucket' },
  inspections: { id: 'menu.inspections', defaultMessage: 'Inspections' },
  planner: { id: 'menu.planner', defaultMessage: 'Fleet planner' },
  printTags: { id: 'menu.printTags', defaultMessage: 'Print tags' },
  settings: { id: 'menu.settings', defaultMessage: 'Settings' },
  gauges: { id: 'menu.gauges', defaultMessage: 'Gauges' },
  refresh: { id: 'menu.refresh', defaultMessage: 'Refresh Data' },
  logout: { id: 'menu.logout', defaultMessage: 'Logout' },
  loggingOut: { id: 'menu.loggingOut', defaultMessage: 'Logging out…' },
  help: { id: 'menu.help', defaultMessage: 'Help' },
  language: { id: 'menu.language', defaultMessage: 'Language' },
  sqlConsole: { id: 'menu.sqlConsole', defaultMessage: 'Developer SQL console' },
  close: { id: 'menu.close', defaultMessage: 'Close menu' },
});

/**
 * shell spec §2 Side menu: slides in from the left; the user's initials, name, company and e-mail from the token;
 * Home, New Inspection, New Bucket, Changeout Bucket, Inspections, Fleet planner (beyond the spec: the fleet's
 * next changeouts), Settings (beyond the spec: units and light, decision 0053), Gauges (beyond the spec: Bluetooth
 * and keyboard gauges, decision 0054), Refresh Data, Logout, Help (a 1.5 s long press on Help opens support instead),
 * and the language, each named in itself (beyond the spec: decision 0065).
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = useIntl().formatMessage;
  // Its contents are made the first time it opens, and kept: a closed menu is not drawn, and every start's first
  // screen made them too (decision 0121).
  const [made, setMade] = useState(open);
  if (open && !made) setMade(true);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      id="side-menu"
      className="side-menu"
      aria-label={t(words.menu)}
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()}
    >
      {made ? <SideMenuContents open={open} onClose={onClose} /> : null}
    </dialog>
  );
}

function SideMenuContents({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { engine } = useEngineHandle();
  const { name, email, company } = useSession();
  const logout = useLogout(open);
  const toast = useToast();
  const intl = useIntl();
  const t = intl.formatMessage;
  const language = languageOf(usePreferences().language);
  const browserOnline = useBrowserOnline();
  const probeOnline = useEngineOnline();
  const online = browserOnline && probeOnline !== false;
  const loggingOut = logout.step.kind === 'checking' || logout.step.kind === 'logging-out';
  const unsent = 'unsent' in logout.step ? logout.step.unsent : undefined;
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
    if (!online) toast('warning', t(refreshWords.offline), REFRESH_OFFLINE_MS);
    void engine.syncNow().catch(() => undefined);
  };
  return (
    <>
      <section className="user-card" aria-label={t(words.user)}>
        <span className="avatar" aria-hidden="true">
          {initialsOf(name)}
        </span>
        <span>
          <strong>{name}</strong>
          {company ? <span className="muted">{company}</span> : null}
          {email ? <span className="muted">{email}</span> : null}
        </span>
      </section>
      <nav aria-label={t(words.main)}>
        <ul className="menu-list">
          <li>
            <button type="button" onClick={() => go('/')}>
              {t(words.home)}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => go('/new-inspection')}>
              {t(words.newInspection)}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => go('/new-bucket')}>
              {t(words.newBucket)}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => go('/new-inspection')}>
              {t(words.changeoutBucket)}
            </button>
          </li>
          <li>
            <button type="button" onClick={openHistory}>
              {t(words.inspections)}
            </button>
          </li>
          <li>
            <button type="button" onClick={openPlanner}>
              {t(words.planner)}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => go('/print-tags')}>
              {t(words.printTags)}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => go('/settings')}>
              {t(words.settings)}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => go('/gauges')}>
              {t(words.gauges)}
            </button>
          </li>
          <li>
            <button type="button" onClick={refresh}>
              {t(words.refresh)}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => void logout.start()} disabled={loggingOut || logout.reading}>
              {loggingOut ? t(words.loggingOut) : t(words.logout)}
            </button>
          </li>
          <li>
            <button type="button" {...help}>
              {t(words.help)}
            </button>
          </li>
        </ul>
      </nav>
      <fieldset className="menu-languages">
        <legend>{t(words.language)}</legend>
        {LANGUAGES.map((option) => (
          <button
            key={option}
            type="button"
            lang={option}
            aria-pressed={option === language}
            onClick={() => setPreferences({ language: option })}
          >
            {LANGUAGE_NAMES[option]}
          </button>
        ))}
      </fieldset>
      <StorageStatusPanel />
      {devtoolsEnabled() ? (
        <p>
          <Link to="/dev/sql" onClick={onClose} className="link-button">
            {t(words.sqlConsole)}
          </Link>
        </p>
      ) : null}
      <button type="button" className="button" onClick={onClose}>
        {t(words.close)}
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
    </>
  );
}
