import { Outlet } from '@tanstack/react-router';
import { useState } from 'react';
import { GaugeProvider } from '../gauges/GaugeProvider.tsx';
import { HelpTipsProvider } from '../help/HelpTipsProvider.tsx';
import { EarlierPhotosNotice } from './EarlierPhotosNotice.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { SideMenu } from './SideMenu.tsx';
import { SyncAlerts } from './SyncStatusBar.tsx';
import { UpdateProvider } from './update.tsx';
import { useForegroundSync } from './use-foreground-sync.ts';

/** shell spec §2 Layout: top bar, toast area, scrolling main area and a side menu; the footer below. */
export default function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  useForegroundSync();
  return (
    <UpdateProvider>
      <HelpTipsProvider>
        <GaugeProvider>
          <div className="app-shell">
            <Header menuOpen={menuOpen} onMenu={() => setMenuOpen(true)} />
            <main className="app-main" id="main">
              <Outlet />
            </main>
            <Footer />
            {/* Docked over the page, so that nothing under the inspector's finger moves when one comes or goes. */}
            <SyncAlerts />
            <EarlierPhotosNotice />
          </div>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </GaugeProvider>
      </HelpTipsProvider>
    </UpdateProvider>
  );
}
