// The verdict, by savings rate (spec section 4), with one vocabulary end to end. Its words are the
// messages of locales/en.json and ar.json (the FAQ's and the glossary's in Arabic).
import { messagesOf, type Message } from '../language/index.ts';
import type catalogue from './locales/en.json';

export type VerdictMessageId = keyof typeof catalogue;

export const verdictStates = ['comfortable', 'managing', 'surviving', 'not-viable'] as const;
export type VerdictState = (typeof verdictStates)[number];
/** What POST /api/results/track reports: the contract's vocabulary, defined here once. */
export const trackingValues = ['Pass', 'Borderline', 'Fail', 'Unknown'] as const;
export type TrackingValue = (typeof trackingValues)[number];

export interface Verdict {
  state: VerdictState;
  /** 0-100 score the gauge shows; it lands in the matching band of the 75/60/40 scale. */
  confidence: number;
  trackingValue: Exclude<TrackingValue, 'Unknown'>;
}

const verdicts: Readonly<Record<VerdictState, Verdict>> = {
  comfortable: { state: 'comfortable', confidence: 85, trackingValue: 'Pass' },
  managing: { state: 'managing', confidence: 65, trackingValue: 'Borderline' },
  surviving: { state: 'surviving', confidence: 50, trackingValue: 'Borderline' },
  'not-viable': { state: 'not-viable', confidence: 25, trackingValue: 'Fail' },
};

const message = messagesOf<VerdictMessageId>();
const labels: Readonly<Record<VerdictState, Message<VerdictMessageId>>> = {
  comfortable: message('verdict.label.comfortable'),
  managing: message('verdict.label.managing'),
  surviving: message('verdict.label.surviving'),
  'not-viable': message('verdict.label.notViable'),
};
const messages: Readonly<Record<VerdictState, Message<VerdictMessageId>>> = {
  comfortable: message('verdict.message.comfortable'),
  managing: message('verdict.message.managing'),
  surviving: message('verdict.message.surviving'),
  'not-viable': message('verdict.message.notViable'),
};

/** A verdict's name: "Surviving Mode", «وضع الكفاف». */
export function verdictLabel(state: VerdictState): Message<VerdictMessageId> {
  return labels[state];
}

/** What a verdict means for the household, in two or three sentences. */
export function verdictMessage(state: VerdictState): Message<VerdictMessageId> {
  return messages[state];
}

/**
 * The scale printed beside the gauge (spec section 9): the same bands (from 75, 60, 40, 0), each with
 * its verdict, "75+ Comfortable" as the spec gives it.
 */
export const verdictScaleLegend: readonly { readonly from: number; readonly label: Message<VerdictMessageId> }[] = [
  { from: 75, label: message('verdict.scale.comfortable', { from: 75 }) },
  { from: 60, label: message('verdict.scale.managing', { from: 60, to: 74 }) },
  { from: 40, label: message('verdict.scale.surviving', { from: 40, to: 59 }) },
  { from: 0, label: message('verdict.scale.notViable', { below: 40 }) },
];

/** The savings-rate thresholds, as the FAQ words them. */
export const savingsRateThresholds = { comfortable: 20, managing: 10, surviving: 0 } as const;

/** Verdict for a savings rate in percent; null (a package of 0) is Not Viable. */
export function verdictFor(savingsRate: number | null): Verdict {
  if (savingsRate === null || Number.isNaN(savingsRate)) return verdicts['not-viable'];
  if (savingsRate >= savingsRateThresholds.comfortable) return verdicts.comfortable;
  if (savingsRate >= savingsRateThresholds.managing) return verdicts.managing;
  if (savingsRate >= savingsRateThresholds.surviving) return verdicts.surviving;
  return verdicts['not-viable'];
}

/** The value reported to /api/results/track: Unknown only when no verdict could be computed. */
export function trackingValueFor(verdict: Verdict | undefined): TrackingValue {
  return verdict?.trackingValue ?? 'Unknown';
}

/**
 * The savings rate as the results show it: one decimal ("12.5%"), or "No Savings" when negative or
 * undefined. The digits are Western in both languages (docs/arabic-glossary.md).
 */
export function savingsRateText(rate: number | null): Message<VerdictMessageId> {
  if (rate === null || rate < 0) return message('verdict.savingsRate.none');
  return message('verdict.savingsRate.percent', { rate: rate.toFixed(1) });
}
