export { formatLength, type LengthInput, parseLength } from './length';
export { formatMeasure, formatRange, type Measure, type MeasureInput, parseMeasure } from './range';
export { boatRangeMessage, formatBoatRange } from './range-messages';
export {
  BOAT_LIMITS,
  type BoatDimension,
  DEFAULT_MARINA_UNITS,
  MARINA_UNITS,
  type MarinaUnits,
} from './units';
export { formatWeight, parseWeight, type WeightInput } from './weight';
