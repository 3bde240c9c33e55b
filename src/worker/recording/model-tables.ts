// Imported by the UI through the contract: no other imports here, so the screens' bundle stays free of worker code.

/** The tables every recording screen model reads: a committed write to one of them refreshes the screen. */
export const RECORDING_MODEL_TABLES = [
  'inspections',
  'inspectionCategoryTypes',
  'observations',
  'assets',
  'assetModels',
  'mineLocations',
  'sites',
  'equipments',
  'equipmentParts',
  'parts',
  'partDimensions',
  'partDimensionThresholds',
  'observableActionTypes',
] as const;
