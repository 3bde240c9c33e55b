// The bucket screens' observation paths and labels come from src/rules; their statuses come computed in the
// worker's bucket model (model.statuses), never from the screens.
export {
  bucketListEntries,
  completeAnywayQuestion,
  getPaths,
  HEEL,
  heelShroudPaths,
  labelOf,
  partTypeLabel,
  partTypePaths,
  partTypesOf,
  plateLocationPaths,
  plateLocationsOf,
  plateSecondaryPaths,
  positionsOf,
  primaryLabel,
  secondaryLabel,
  specificationPaths,
  summaryPaths,
  wearKitPaths,
  wearPlatesPaths,
} from '../../../rules/index.ts';
