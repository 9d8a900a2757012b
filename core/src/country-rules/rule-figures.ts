// The rules' own figures by the key of the page fact that quotes the same amount (core/data/facts/),
// so a fact can take its figure from the rule instead of holding it a second time. Each is read from
// the rule's table in core/data/country-rules/; country-rules-data.test.ts checks the facts that still
// hold an amount against these.
import dependantFees from '../../data/country-rules/residence-fees.json' with { type: 'json' };
import health from '../../data/country-rules/health-cover.json' with { type: 'json' };
import levies from '../../data/country-rules/levies.json' with { type: 'json' };
import unemploymentData from '../../data/country-rules/unemployment-insurance.json' with { type: 'json' };
import type { UnemploymentInsuranceData } from './data-schemas.ts';

const unemployment = unemploymentData as UnemploymentInsuranceData;
const sum = (fees: Readonly<Record<string, number>>) => Object.values(fees).reduce((total, fee) => total + fee, 0);

const figures = {
  /** KD a year per dependant. */
  'kuwait.dependant-health-fee': health.kuwait.annualFee,
  /** KD a year per spouse or child. */
  'kuwait.dependant-residence-fee': dependantFees.Kuwait.fees.residence,
  /** QAR a year per family member. */
  'qatar.dependant-residence-fee': sum(dependantFees.Qatar.fees),
  /** OMR for each year of a resident card's validity. */
  'oman.resident-card-fee': sum(dependantFees.Oman.fees),
  /** BHD for a dependant's residence permit (service and admin fees). */
  'bahrain.dependant-permit-fee': sum(dependantFees.Bahrain.fees),
  /** AED for a dependant's residence permit, its two-year Emirates ID, and an adult's medical test. */
  'uae.residence-permit-fee': dependantFees.UAE.fees.permit,
  'uae.emirates-id-fee': dependantFees.UAE.fees.emiratesId,
  'uae.medical-test-fee': dependantFees.UAE.fees.medical,
  /** SAR a month per dependant. */
  'ksa.dependant-levy': levies.dependantLevy.monthly,
  /** Share of the insured wage the employee pays in Bahrain. */
  'bahrain.unemployment-insurance': unemployment.bahrain.rate,
  /** AED a month before VAT on a basic salary up to the band's limit, and above it; the limit in AED. */
  'uae.unemployment-insurance-premium': unemployment.uae.bands[0].premium,
  'uae.unemployment-insurance-premium-higher': unemployment.uae.bands[1].premium,
  'uae.unemployment-insurance-band-limit': unemployment.uae.bands[0].throughBasic,
} as const;

export type RuleFigureId = keyof typeof figures;

/** A rule's figure, in the unit its rule charges (see each key); the same number the rule computes with. */
export function ruleFigure(id: RuleFigureId): number {
  return figures[id];
}
