// What the landing says about the bundled data, worked out by the route's loader at build time and
// handed to the page: the district data, the cost model and the data date stay out of the scripts the
// first load of / needs (issue 12, at most 120 KB brotli).
import { dataCoverage, dataDateLine, rangeFeatureSummary } from '#core';

export interface LandingFacts {
  countries: number;
  cities: number;
  districts: number;
  /** "Cost data dated …" */
  dataDateLine: string;
  /** How the ranges work, in the words of the cost model. */
  rangeFeatureSummary: string;
}

export function landingFacts(): LandingFacts {
  const { countries, cities, districts } = dataCoverage();
  return { countries, cities, districts, dataDateLine, rangeFeatureSummary };
}
