import { API_PATHS } from '../../api/paths.ts';
import type { EngineHost } from '../engine-host.ts';
import type { HelperWorkers } from '../helper-workers.ts';
import type { CompressPhoto } from '../photos/compress-photo.ts';
import type { PhotoFiles } from '../photos/photo-files.ts';
import { readPhoto, readThumbnail } from '../photos/read-photo.ts';
import { followSignedInUser } from '../signed-in-user.ts';
import type { TokenProvider } from '../sync/http-client.ts';
import type { SyncService } from '../sync/sync-service.ts';
import type { SyncStatus } from '../sync/sync-status.ts';
import type { SupportRequest } from '../domain/shell-network.ts';
import { readFrom, type Read } from '../reads.ts';
import { queueSupportMessage, supportQueueView, type SupportQueueView } from '../support/support-queue.ts';
import { unsentWork, type UnsentWork } from '../sync/unsent-work.ts';

export interface SyncApiDeps {
  readonly host: EngineHost;
  readonly sync: SyncService;
  readonly files: PhotoFiles;
  /** The page's starter of the sync reader's and the photos' workers (decision 0108). */
  readonly helpers: HelperWorkers;
  readonly compress: CompressPhoto;
  /** Readies photo compression (its worker started, its code and codecs warm) for a photo field that opens. */
  readonly preparePhotos: () => Promise<void>;
}

/** Sync, connectivity and photos, for the UI. */
export function createSyncApi({ host, sync, files, compress, preparePhotos }: SyncApiDeps) {
  const signedIn = followSignedInUser(host, (message, error) => console.warn(message, error));
  const photos = {
    files,
    compress,
    download: async (observationExternalId: string, fileName: string) => {
      const response = await sync.http.request(API_PATHS.download(observationExternalId, fileName), {
        what: 'Error fetching image',
      });
      return response.blob();
    },
  };
  return {
    /**
     * The UI registers (a Comlink proxy of) its token getter when it has a token, with the token's subject (who may
     * change which inspection, decision 0022), and undefined on logout. The database may not be open yet: the subject
     * is kept in it once it is.
     */
    async setTokenProvider(provider: TokenProvider | undefined, subject?: string): Promise<void> {
      sync.setTokenProvider(provider);
      await signedIn.set(provider === undefined ? undefined : subject);
    },
    getConnectivity(): boolean {
      return sync.online;
    },
    /** Push, upload and pull now (e.g. the banner's Retry); resolves with the status after the cycle. */
    async syncNow(): Promise<SyncStatus> {
      // An explicit Retry means now: photos waiting out a backoff go in this cycle too.
      await host.engine.db
        .updateTable('photoQueue')
        .set({ nextAttemptAt: null })
        .where('state', '=', 'failed')
        .execute();
      return sync.syncNow();
    },
    /**
     * Send on the support form: the message is kept on the device (one transaction), then posted at once when the
     * server can be reached, else by the sync engine when it can (decision 0041). Answers the message's id.
     */
    async sendSupportRequest(request: SupportRequest): Promise<string> {
      const id = await queueSupportMessage(host.engine.db, request);
      void sync.sendSupportNow().catch(() => undefined);
      return id;
    },
    /**
     * Where the support form's message is (queued, sent or refused; undefined once forgotten, a day after sending),
     * and how many messages wait on this device.
     */
    supportQueueView(id: string | undefined): Promise<Read<SupportQueueView>> {
      return readFrom(host.engine, (db) => supportQueueView(db, id));
    },
    /** What a logout would lose: changes, photos and support messages that have not reached the server. */
    unsentWork(): Promise<UnsentWork> {
      return unsentWork(host.engine.db);
    },
    /** A photo field opened: its first photo should find compression ready. */
    preparePhotos(): Promise<void> {
      return preparePhotos();
    },
    /** A stored photo, fetched from the server first when this device does not have the file. */
    getPhoto(fileName: string, observationExternalId: string): Promise<Blob | undefined> {
      return readPhoto(photos, fileName, observationExternalId);
    },
    /** The small image a photo grid shows (made from the photo when this device has none). */
    getPhotoThumbnail(fileName: string, observationExternalId: string): Promise<Blob | undefined> {
      return readThumbnail(photos, fileName, observationExternalId);
    },
  };
}
