// Decision 11: the data's "as of" date lives in one place, core/data/meta.json.
import meta from '../data/meta.json' with { type: 'json' };

export const dataAsOf: Readonly<{ asOf: string; asOfLabel: string; updateCadence: string }> = meta;
