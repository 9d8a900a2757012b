// How the first rent is paid where the tenant has a choice, and the defaults. Kept apart from the cash
// panel so the calculator's state can use the defaults without loading the panel's rules and sources
// on the first load of / (tests/build-output.test.ts).

/** The number of post-dated cheques a UAE landlord takes for the year. */
export type UaeCheques = 1 | 2 | 4 | 6 | 12;
/** How often Saudi rent is paid through Ejar. */
export type KsaRentPeriod = 'half-yearly' | 'yearly';

/** Four cheques: the commonest multi-cheque option in Dubai (renting.md section 1). */
export const defaultUaeCheques: UaeCheques = 4;
/** Yearly: Saudi rent is traditionally one annual payment when the Ejar contract is authenticated. */
export const defaultKsaRentPeriod: KsaRentPeriod = 'yearly';
