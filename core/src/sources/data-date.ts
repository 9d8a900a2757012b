// Decision 11: the data's "as of" date lives in one place, core/data/meta.json. No update cadence is
// held or stated: nothing refreshes the data on a schedule, so pages give only its date.
import meta from '../../data/meta.json' with { type: 'json' };

export const dataAsOf: Readonly<{ asOf: string; asOfLabel: string }> = { asOf: meta.asOf, asOfLabel: meta.asOfLabel };

/** The sentence pages use for the data's date, e.g. "Cost data dated October 2025". */
export const dataDateLine = `Cost data dated ${meta.asOfLabel}`;
