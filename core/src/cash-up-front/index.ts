// The cash a move needs before the first salary: the first rent, deposits and fees, school one-offs, a car, furniture, flights and visas.
// This index is the concept's only face: other folders import from here, never from its files.
export { carSource, flightSources, furnitureSource, visaFees } from './move-costs.ts';
export { chequeSources, ksaPeriodSources, monthsAhead } from './rent-lines.ts';
export { defaultKsaRentPeriod, defaultUaeCheques, type KsaRentPeriod, type UaeCheques } from './rent-payment.ts';
export { rentTerms } from './rent-terms.ts';
export { schoolTermsFor, uniformsAndBooksSource } from './school-terms.ts';
export {
  upfrontCash,
  type UpfrontCash,
  type UpfrontCashLine,
  type UpfrontCashOptions,
  upfrontCoverage,
  type UpfrontCoverage,
} from './upfront-cash.ts';
