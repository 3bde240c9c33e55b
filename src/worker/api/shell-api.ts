import type { NewBucketForm } from '../../rules/index.ts';
import { searchAssets, type AssetSearchRequest, type AssetSearchResult } from '../domain/asset-search.ts';
import { inspectionContents, type InspectionContents } from '../domain/inspection-contents.ts';
import type { CreatedInspection } from '../domain/inspection-create.ts';
import { cancelReopen, deleteInspection, reopenInspection } from '../domain/inspection-lifecycle.ts';
import {
  historyPage,
  homeLists,
  type HistoryRequest,
  type InspectionCard,
  type InspectionPage,
} from '../domain/inspection-lists.ts';
import { startInspection, type InspectionSubject } from '../domain/inspection-start.ts';
import { createBucket, type CreatedBucket } from '../domain/new-bucket-create.ts';
import {
  newBucketOptions,
  type NewBucketOptions,
  type NewBucketOptionsRequest,
} from '../domain/new-bucket-options.ts';
import {
  fetchAppHash,
  fetchBuildTime,
  sendSupportRequest,
  type SupportRequest,
} from '../domain/shell-network.ts';
import {
  getTooltip,
  initTooltips,
  listTooltips,
  saveTooltip,
  type Tooltip,
  type TooltipEdit,
} from '../domain/tooltips.ts';
import type { EngineHost } from '../engine-host.ts';

/** Home, selection, new bucket, history, help tips, support and logout: the shell's screens (shell spec §2). */
export function createShellApi(host: EngineHost) {
  const db = () => host.engine.db;
  return {
    homeLists(): Promise<{ inProgress: InspectionCard[]; completed: InspectionCard[] }> {
      return homeLists(db());
    },
    historyPage(request: HistoryRequest): Promise<InspectionPage> {
      return historyPage(db(), request);
    },
    inspectionContents(externalId: string): Promise<InspectionContents | undefined> {
      return inspectionContents(db(), externalId);
    },
    searchAssets(request: AssetSearchRequest): Promise<AssetSearchResult> {
      return searchAssets(db(), request);
    },
    startInspection(subject: InspectionSubject, inspectorName: string): Promise<CreatedInspection> {
      return startInspection(db(), subject, inspectorName);
    },
    reopenInspection(externalId: string): Promise<void> {
      return reopenInspection(db(), externalId);
    },
    cancelReopen(externalId: string): Promise<void> {
      return cancelReopen(db(), externalId);
    },
    deleteInspection(externalId: string): Promise<void> {
      return deleteInspection(db(), externalId);
    },
    newBucketOptions(request: NewBucketOptionsRequest): Promise<NewBucketOptions> {
      return newBucketOptions(db(), request);
    },
    createBucket(form: NewBucketForm, inspectorName: string): Promise<CreatedBucket> {
      return createBucket(db(), form, inspectorName);
    },
    initTooltips(): Promise<number> {
      return initTooltips(db());
    },
    getTooltip(key: string): Promise<Tooltip | undefined> {
      return getTooltip(db(), key);
    },
    listTooltips(): Promise<Tooltip[]> {
      return listTooltips(db());
    },
    saveTooltip(edit: TooltipEdit): Promise<Tooltip> {
      return saveTooltip(db(), edit);
    },
    fetchBuildTime(): Promise<string | undefined> {
      return fetchBuildTime();
    },
    fetchAppHash(): Promise<string | undefined> {
      return fetchAppHash();
    },
    sendSupportRequest(request: SupportRequest, token: string | undefined): Promise<boolean> {
      return sendSupportRequest(request, token);
    },
    /** Logout: every local database and photo file is deleted, and an empty database opened in their place. */
    wipeLocalData(): Promise<void> {
      return host.wipe();
    },
  };
}
