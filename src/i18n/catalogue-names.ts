// The catalogue's own texts as the server sends them (observable items' labels, wear indicators and their groups,
// visual conditions, the seed's part types, categories and dimensions: recording spec §2/§3, src/server/seed), in
// the inspector's language (issue 52, decision 0083). The data keeps its English; `partNameIn` looks these up beside
// the names the code declares, so the screens, the worker and the report write them from this one list. A text not
// listed here (another catalogue's, a customer's) is shown as it comes.
import { defineMessages } from '@formatjs/intl';

export const catalogueNames = defineMessages({
  // Wear indicators (recording spec §2: pitch extension, roller path, drive lug, positions).
  broken: { id: 'catalogue.broken', defaultMessage: 'Broken' },
  checkTension: { id: 'catalogue.checkTension', defaultMessage: 'Check Tension' },
  visibleGap: { id: 'catalogue.visibleGap', defaultMessage: 'Visible Gap' },
  cracking: { id: 'catalogue.cracking', defaultMessage: 'Cracking' },
  walking: { id: 'catalogue.walking', defaultMessage: 'Walking' },
  loss: { id: 'catalogue.loss', defaultMessage: 'Loss' },
  loose: { id: 'catalogue.loose', defaultMessage: 'Loose' },
  damaged: { id: 'catalogue.damaged', defaultMessage: 'Damaged' },
  missing: { id: 'catalogue.missing', defaultMessage: 'Missing' },
  toenailing: { id: 'catalogue.toenailing', defaultMessage: 'Toenailing' },
  spalling: {
    id: 'catalogue.spalling',
    defaultMessage: 'Spalling / Delamination / Minor Cracking',
  },
  severeCracking: { id: 'catalogue.severeCracking', defaultMessage: 'Severe Cracking / Broken' },
  plasticDeformation: { id: 'catalogue.plasticDeformation', defaultMessage: 'Plastic Deformation' },
  // Their groups: the spec's headings (PINS, BUSINGS — its spelling —, PIN LUGS, HARDWARE), matched in any case.
  pins: { id: 'catalogue.pins', defaultMessage: 'Pins' },
  bushings: { id: 'catalogue.bushings', defaultMessage: 'Busings' },
  pinLugs: { id: 'catalogue.pinLugs', defaultMessage: 'Pin lugs' },
  hardware: { id: 'catalogue.hardware', defaultMessage: 'Hardware' },
  // Visual conditions, a sign's label when one calls for an action (recording spec §3).
  good: { id: 'catalogue.good', defaultMessage: 'Good' },
  monitor: { id: 'catalogue.monitor', defaultMessage: 'Monitor' },
  changeout: { id: 'catalogue.changeout', defaultMessage: 'Changeout' },
  // Observable items' labels (recording spec §3 catalogue).
  numberOfShoes: { id: 'catalogue.numberOfShoes', defaultMessage: 'Number of Shoes' },
  wornLengthMm: { id: 'catalogue.wornLengthMm', defaultMessage: 'Worn Length (mm)' },
  wornLength: { id: 'catalogue.wornLength', defaultMessage: 'Worn Length' },
  measurement: { id: 'catalogue.measurement', defaultMessage: 'Measurement' },
  measurementMm: { id: 'catalogue.measurementMm', defaultMessage: 'Measurement (mm)' },
  reading: { id: 'catalogue.reading', defaultMessage: 'Reading' },
  visualCondition: { id: 'catalogue.visualCondition', defaultMessage: 'Visual Condition' },
  overallCondition: { id: 'catalogue.overallCondition', defaultMessage: 'Overall Condition' },
  condition: { id: 'catalogue.condition', defaultMessage: 'Condition' },
  observation: { id: 'catalogue.observation', defaultMessage: 'Observation' },
  notInspected: { id: 'catalogue.notInspected', defaultMessage: 'Not Inspected' },
  quantity: { id: 'catalogue.quantity', defaultMessage: 'Qty' },
  completed: { id: 'catalogue.completed', defaultMessage: 'Completed' },
  changeoutDate: { id: 'catalogue.changeoutDate', defaultMessage: 'Changeout Date' },
  changeoutHours: { id: 'catalogue.changeoutHours', defaultMessage: 'Changeout Hours' },
  // Operation's and bucket's facts as the report lists them (recording spec §3: their items' labels).
  totalMachineHours: { id: 'catalogue.totalMachineHours', defaultMessage: 'Total Machine Hours' },
  hoursBetweenInspections: {
    id: 'catalogue.hoursBetweenInspections',
    defaultMessage: 'Hours Between Inspections',
  },
  tonnage: { id: 'catalogue.tonnage', defaultMessage: 'Tonnage' },
  customerBucketName: { id: 'catalogue.customerBucketName', defaultMessage: 'Customer Bucket Name' },
  manufacturer: { id: 'catalogue.manufacturer', defaultMessage: 'Manufacturer' },
  bucketPartNumber: { id: 'catalogue.bucketPartNumber', defaultMessage: 'Bucket Part Number (P/N)' },
  getFitment: { id: 'catalogue.getFitment', defaultMessage: 'GET Fitment' },
  ciNumber: { id: 'catalogue.ciNumber', defaultMessage: 'Capital Item (CI) Number' },
  bucketSerialNumber: {
    id: 'catalogue.bucketSerialNumber',
    defaultMessage: "Customer's Bucket Serial Number",
  },
  installDate: { id: 'catalogue.installDate', defaultMessage: 'Install Date' },
  machineHours: { id: 'catalogue.machineHours', defaultMessage: 'Machine Hours' },
  mineLocation: { id: 'catalogue.mineLocation', defaultMessage: 'Mine Location' },
  site: { id: 'catalogue.site', defaultMessage: 'Site' },
  customers: { id: 'catalogue.customers', defaultMessage: 'Customers' },
  changedTo: { id: 'catalogue.changedTo', defaultMessage: 'Changed To' },
  changedOutFrom: { id: 'catalogue.changedOutFrom', defaultMessage: 'Changed Out From' },
  oldBucketMineLocation: {
    id: 'catalogue.oldBucketMineLocation',
    defaultMessage: 'Old Bucket Mine Location',
  },
  // The seed's part types, part categories and dimension types.
  trackShoe: { id: 'catalogue.trackShoe', defaultMessage: 'Track Shoe' },
  loadRoller: { id: 'catalogue.loadRoller', defaultMessage: 'Load Roller' },
  returnRoller: { id: 'catalogue.returnRoller', defaultMessage: 'Return Roller' },
  tooth: { id: 'catalogue.tooth', defaultMessage: 'Tooth' },
  lipShroud: { id: 'catalogue.lipShroud', defaultMessage: 'Lip Shroud' },
  wingShroud: { id: 'catalogue.wingShroud', defaultMessage: 'Wing Shroud' },
  wearPlate: { id: 'catalogue.wearPlate', defaultMessage: 'Wear Plate' },
  wearPlateHeavy: { id: 'catalogue.wearPlateHeavy', defaultMessage: 'Wear Plate (heavy)' },
  heelShroud: { id: 'catalogue.heelShroud', defaultMessage: 'Heel Shroud' },
  tumblerEngagement: { id: 'catalogue.tumblerEngagement', defaultMessage: 'Tumbler Engagement' },
  rollers: { id: 'catalogue.rollers', defaultMessage: 'Rollers' },
  pitch: { id: 'catalogue.pitch', defaultMessage: 'Pitch' },
  height: { id: 'catalogue.height', defaultMessage: 'Height' },
  thickness: { id: 'catalogue.thickness', defaultMessage: 'Thickness' },
  length: { id: 'catalogue.length', defaultMessage: 'Length' },
  // Inspection categories and types (All Categories / AllTypes by default: shell spec §3).
  allCategories: { id: 'catalogue.allCategories', defaultMessage: 'All Categories' },
  allTypes: { id: 'catalogue.allTypes', defaultMessage: 'AllTypes' },
});
