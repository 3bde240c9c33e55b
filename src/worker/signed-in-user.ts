import { rememberSignedInUser } from './domain/inspection-owner.ts';
import type { EngineHost } from './engine-host.ts';

/**
 * Who is signed in, written into whichever database this tab has open. The UI hands it over with its token getter as
 * soon as the app starts, often before the database has opened, and a database opened later (after a wipe, or taken
 * back from another tab) must know it too: it is written now if the database is open, else when it opens.
 */
export function followSignedInUser(host: EngineHost, warn: (message: string, error: unknown) => void) {
  let subject: string | undefined;
  const write = async () => {
    if (subject !== undefined && host.state.kind === 'ready')
      await rememberSignedInUser(host.engine.db, subject);
  };
  host.subscribe((event) => {
    if (event.type === 'state' && event.state.kind === 'ready')
      write().catch((error: unknown) => warn('The signed-in user could not be kept on this device', error));
  });
  return {
    /** The token's subject; undefined (or empty) once signed out. */
    set(next: string | undefined): Promise<void> {
      subject = next === '' ? undefined : next;
      return write();
    },
  };
}
