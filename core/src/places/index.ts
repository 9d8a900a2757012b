// The bundled district cost records, their city and country averages, and place names.
// This index is the concept's only face: other folders import from here, never from its files.
export { type Coverage, dataCoverage } from './coverage.ts';
export {
  type CityCostData,
  type CountryCostData,
  countryCostDataSchema,
  type DistrictCostRecord,
  factFileSchema,
  type ReturnFares,
  returnFaresSchema,
  sourceRefSchema,
  sourceRegistrySchema,
} from './data-schemas.ts';
export {
  allCountryCostData,
  type CostFigures,
  costRecord,
  type CostScope,
  countryCostData,
  listCities,
  listDistricts,
  type LocationQuery,
  meanCostFigures,
  type ResolvedCostRecord,
} from './district-data.ts';
export { LocationCache } from './location-cache.ts';
export { cityName, cityNameIn, districtName, districtNameIn, type PlacesMessageId } from './place-names.ts';
export { type PlaceRules, ruleForPlace } from './place-rules.ts';
