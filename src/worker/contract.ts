// The one module of the worker that the UI imports: the engine API's type and every type and constant that crosses
// Comlink. Screens never import anything else under src/worker (lint enforces it); constants both sides compute with
// belong in src/rules.
export type { EngineApi } from './api.ts';
export {
  EngineError,
  isEngineError,
  installEngineErrorTransfer,
  type EngineErrorCode,
  type EngineErrorShape,
} from './engine-error.ts';
export { RECORDING_MODEL_TABLES } from './recording/model-tables.ts';
export type {
  BasicsModel,
  ChangeoutBounds,
  ContentsStatuses,
  LockModel,
  OperationModel,
  ScreenHeader,
} from './recording/basics-models.ts';
export type { MeasurementModel, StatusHistoryEntry } from './recording/measurement-model.ts';
export type { StoredValue, StoredValues } from './recording/observation-values.ts';
export type { CompletableScreen, FieldSave, FieldSaved } from './recording/save-field.ts';
export type { AddedPhoto } from './photos/add-photo.ts';
