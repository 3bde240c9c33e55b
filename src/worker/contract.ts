// The one module of the worker that the UI imports: the engine API's type and every type and constant that crosses
// Comlink. Screens never import anything else under src/worker (lint enforces it); constants both sides compute with
// belong in src/rules. Type-only re-exports cost the UI bundle nothing.
export type { EngineApi } from './api.ts';
export type { EngineEvent, EngineListener, EngineState } from './engine-status.ts';
export type { HelperKind, HelperPortMessage, HelperTookPort } from './helper-workers.ts';
export type { Read } from './reads.ts';
export type { StartAddressMessage } from './start-address.ts';
export {
  EngineError,
  isEngineError,
  isFinalEngineError,
  installEngineErrorTransfer,
  type EngineErrorCode,
  type EngineErrorShape,
} from './engine-error.ts';
export type { SyncPhase, SyncStatus } from './sync/sync-status.ts';
export type { TokenProvider } from './sync/http-client.ts';
export type { UnsentInspection, UnsentWork } from './sync/unsent-work.ts';
export type { SqlCell, SqlPage, SqlRunRequest, SqlRunResult } from './sql-console.ts';
export type { SqlHistoryEntry } from './sql-history.ts';
export type { TableInfo } from './schema-browser.ts';
export type {
  AssetSearchRequest,
  AssetSearchResult,
  BucketOnlyRow,
  MachineRow,
} from './domain/asset-search.ts';
export type { InspectionContents } from './domain/inspection-contents.ts';
export type { DeletedAndBack } from './domain/deleted-and-back.ts';
export type { TagLookup } from './domain/tag-lookup.ts';
export type { PrintTagSite, TagToPrint, TagsToPrintRequest } from './domain/tags-to-print.ts';
export type { CreatedInspection } from './domain/inspection-create.ts';
export type { HistoryRequest, InspectionCard, InspectionPage } from './domain/inspection-lists.ts';
export type { InspectionSubject } from './domain/inspection-start.ts';
export type { CreateBucketStep, CreatedBucket } from './domain/new-bucket-create.ts';
export type { NewBucketOptions, NewBucketOptionsRequest, Option } from './domain/new-bucket-options.ts';
export type { SupportRequest } from './domain/shell-network.ts';
export type { SupportMessageStatus, SupportQueueView } from './support/support-queue.ts';
export type { Tooltip, TooltipEdit } from './domain/tooltips.ts';
export type { ObservationInput, SavedObservation } from './observations/save-observation.ts';
export type {
  BasicsModel,
  ChangeoutBounds,
  ContentsStatuses,
  LockModel,
  OperationModel,
  ScreenHeader,
} from './recording/basics-models.ts';
export type { MeasurementModel, StatusHistoryEntry } from './recording/measurement-model.ts';
export type { AddedBucket } from './recording/bucket-add.ts';
export type { BucketChangeout } from './recording/bucket-changeout.ts';
export type { BucketMeasurementModel, BucketMeasurementRequest } from './recording/bucket-measurement.ts';
export type {
  BucketChoiceModel,
  BucketModel,
  BucketPosition,
  PositionStatus,
  SpareBucket,
} from './recording/bucket-model.ts';
export type { BucketRow } from './recording/bucket-scope.ts';
export type { StoredValue, StoredValues } from './recording/observation-values.ts';
export type {
  ItemRef,
  MenuItemModel,
  PitchGaugeReading,
  PositionModel,
  PositionsModel,
  PositionSummary,
  SideSummary,
  UndercarriageItemModel,
  UndercarriageMenuModel,
  UndercarriagePhoto,
  UndercarriageSidesModel,
} from './recording/undercarriage-models.ts';
export type { PitchGaugeReadingResult } from './recording/undercarriage-save.ts';
export type { MeasuringRunModel, RunReading } from './recording/measuring-run-model.ts';
export type { IdlerPart } from './recording/idler-part.ts';
export type { CompletableScreen, FieldSaved } from './recording/basics-save.ts';
export type { CheckboxWrite, ValueWrite } from './recording/record-value.ts';
export type { PhotoWrite } from './recording/record-photo.ts';
export type { MarkedUpPhoto, PhotoMarkUp, PhotoOriginal, PhotoRef } from './recording/mark-up-photo.ts';
export type { PhotoFactsShown, PhotoFactsWrite } from './recording/photo-facts.ts';
export type { WriteRefusal } from './recording/write-checks.ts';
export type { WriteTarget } from './recording/write-target.ts';
export type { AddedPhoto } from './photos/add-photo.ts';
export type { InspectionOverview, InspectionUpload } from './recording/inspection-overview.ts';
export type { OpenConflict, SettleConflict } from './domain/observation-conflicts.ts';
export type { GeneratedReport } from './report/generate-report.ts';
export type { PlannerDocument, PlannerFile } from './api/planner-api.ts';
export type { PlannerFilter, PlannerRequest, ShutdownRequest } from './planner/planner-request.ts';
export type {
  ComponentCount,
  PlannerChoices,
  PlannerPage,
  PlannerRow,
  PlannerTrend,
  ShutdownItem,
  ShutdownMachine,
  ShutdownPlan,
} from './planner/planner-views.ts';
export type {
  ReportAction,
  ReportComponent,
  ReportData,
  ReportFact,
  ReportPhoto,
  ReportPhotoGroup,
  ReportSide,
} from '../report/report-data.ts';
