import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as v from 'valibot';
import { UNIT_CHOICES, type NewBucketForm, type UnitChoice } from '../../rules/index.ts';
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
import { fetchAppHash, fetchBuildTime } from '../domain/shell-network.ts';
import { lookUpTag, type TagLookup } from '../domain/tag-lookup.ts';
import {
  printTagSites,
  tagsToPrint,
  type PrintTagSite,
  type TagToPrint,
  type TagsToPrintRequest,
} from '../domain/tags-to-print.ts';
import {
  ensureTooltips,
  getTooltip,
  listTooltips,
  tipLanguage,
  saveTooltip,
  type Tooltip,
  type TooltipEdit,
} from '../domain/tooltips.ts';
import { EngineError } from '../engine-error.ts';
import type { EngineHost } from '../engine-host.ts';
import { LANGUAGES, type Language } from '../../i18n/languages.ts';
import { languageShown, speak } from '../language.ts';
import { showLengthsIn } from '../length-unit.ts';
import { readFrom, type Read } from '../reads.ts';
import type { HttpClient } from '../sync/http-client.ts';

/** A print request as the Print tags screen sends it: a site, and which kinds of tag. */
const TagsToPrintRequestSchema = v.object({
  siteId: v.pipe(v.number(), v.integer()),
  machines: v.boolean(),
  buckets: v.boolean(),
});

/**
 * Home, selection, new bucket, history, help tips and logout: the shell's screens (shell spec §2). Reads
 * answer a Read (the value and the tables it read); writes commit one transaction with their outbox entries.
 */
export function createShellApi(host: EngineHost, http: HttpClient) {
  const db = () => host.engine.db;
  const read = <T>(fn: (db: Kysely<Database>) => Promise<T>): Promise<Read<T>> => readFrom(host.engine, fn);
  return {
    /** The inspector's choice of unit (decisions 0053, 0071): the texts the worker writes follow it. */
    setLengthUnit(unit: UnitChoice): void {
      const parsed = v.safeParse(v.picklist(UNIT_CHOICES), unit);
      if (!parsed.success)
        throw new EngineError('invalid-input', 'A length is in mm or in, or the site’s unit');
      showLengthsIn(parsed.output);
    },
    /** The inspector's language (decision 0065): the texts the worker writes follow it once its catalogue loads. */
    async setLanguage(language: Language): Promise<void> {
      const parsed = v.safeParse(v.picklist(LANGUAGES), language);
      if (!parsed.success) throw new EngineError('invalid-input', 'A language is en, es or pt-BR');
      await speak(parsed.output);
    },
    homeLists(): Promise<Read<{ inProgress: InspectionCard[]; completed: InspectionCard[] }>> {
      return read(homeLists);
    },
    historyPage(request: HistoryRequest): Promise<Read<InspectionPage>> {
      return read((d) => historyPage(d, request));
    },
    inspectionContents(externalId: string): Promise<Read<InspectionContents | undefined>> {
      return read((d) => inspectionContents(d, externalId));
    },
    searchAssets(request: AssetSearchRequest): Promise<Read<AssetSearchResult>> {
      return read((d) => searchAssets(d, request));
    },
    /** What a scanned QR code or barcode names on this device (decision 0056). */
    lookUpTag(text: string): Promise<TagLookup> {
      return lookUpTag(db(), text);
    },
    /** The sites whose machines and buckets can have tags printed (issue 55 item 3). */
    printTagSites(): Promise<Read<PrintTagSite[]>> {
      return read(printTagSites);
    },
    /** One site's machines and buckets, each with the path its printed tag carries. */
    tagsToPrint(request: TagsToPrintRequest): Promise<TagToPrint[]> {
      const parsed = v.safeParse(TagsToPrintRequestSchema, request);
      if (!parsed.success) throw new EngineError('invalid-input', 'Choose a site, and machines or buckets');
      return tagsToPrint(db(), parsed.output);
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
    newBucketOptions(request: NewBucketOptionsRequest): Promise<Read<NewBucketOptions>> {
      return read((d) => newBucketOptions(d, request));
    },
    createBucket(form: NewBucketForm, inspectorName: string): Promise<CreatedBucket> {
      return createBucket(db(), form, inspectorName);
    },
    async initTooltips(): Promise<void> {
      await ensureTooltips(db());
    },
    async getTooltip(key: string): Promise<Read<Tooltip | undefined>> {
      await ensureTooltips(db());
      const shown = await tipLanguage(languageShown());
      return read((d) => getTooltip(d, key, shown));
    },
    async listTooltips(): Promise<Read<Tooltip[]>> {
      await ensureTooltips(db());
      const shown = await tipLanguage(languageShown());
      return read((d) => listTooltips(d, shown));
    },
    saveTooltip(edit: TooltipEdit): Promise<Tooltip> {
      return saveTooltip(db(), edit);
    },
    fetchBuildTime(): Promise<string | undefined> {
      return fetchBuildTime(http);
    },
    fetchAppHash(): Promise<string | undefined> {
      return fetchAppHash(http);
    },
    /** Logout: every local database and photo file is deleted, and an empty database opened in their place. */
    wipeLocalData(): Promise<void> {
      return host.wipe();
    },
  };
}
