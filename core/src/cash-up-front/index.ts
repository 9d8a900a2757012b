// The cash a move needs before the first salary: the first rent, deposits and fees, school one-offs, a car, furniture, flights and visas.
// This index is the concept's only face: other folders import from here, never from its files.
export { type CashUpFrontMessageId } from './messages.ts';
export { carSource, flightSources, furnitureSource, visaFees } from './move-costs.ts';
export { chequeSources } from './rent-lines.ts';
export { defaultKsaRentPeriod, defaultUaeCheques, type KsaRentPeriod, type UaeCheques } from './rent-payment.ts';
export { ksaPeriodSources, monthsAhead, rentTerms } from './rent-terms.ts';
export { schoolTermsFor, uniformsAndBooksSource } from './school-terms.ts';
export {
  upfrontCash,
  type UpfrontCash,
  type UpfrontCashLine,
  type UpfrontCashOptions,
  upfrontCoverage,
  type UpfrontCoverage,
} from './upfront-cash.ts';
export { cashLineNameIn } from './words-in.ts';
