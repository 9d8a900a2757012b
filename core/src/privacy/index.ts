// What leaves the browser, said once.
// This index is the concept's only face: other folders import from here, never from its files.
export { disclosedPayloads, privacyDisclosure, type PrivacyDisclosure, timeOnPageMinimumSeconds } from './privacy-disclosure.ts';
export type { PrivacyMessageId } from './messages.ts';
