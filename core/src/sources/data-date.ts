// The data's "as of" date lives in one place, core/data/meta.json. No update cadence is held or
// stated: nothing refreshes the data on a schedule, so pages give only its date.
import meta from '../../data/meta.json' with { type: 'json' };
import { month } from '../language/index.ts';
import { message } from './messages.ts';

export const dataAsOf: Readonly<{ asOf: string; asOfLabel: string }> = { asOf: meta.asOf, asOfLabel: meta.asOfLabel };

/** The line pages use for the data's date: "Cost data dated October 2025", «تاريخ بيانات التكاليف: أكتوبر 2025». */
export const dataDateLine = message('sources.dataDate', { month: month(meta.asOf) });
