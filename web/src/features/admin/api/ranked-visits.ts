// The sources and countries lists with the period's visits sent beside them (PERIOD_VISITS_HEADER),
// so each listed name's share is of every visit and the names not listed get one "Other" row.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { PERIOD_VISITS_HEADER, periodVisitsHeaderSchema } from '#contracts/analytics.ts';
import { parseAnswer } from '#web/lib/api-client.ts';
import { adminResponse } from './admin-request.ts';

export interface RankedVisits<Row> {
  rows: Row[];
  /** Every visit of the period; undefined if the header was missing or not a count (no shares shown). */
  visits: number | undefined;
}

export function rankedVisitsQuery<Schema extends z.ZodType<unknown[]>>(url: string, schema: Schema) {
  return queryOptions({
    queryKey: [url],
    queryFn: async ({ signal }): Promise<RankedVisits<z.output<Schema>[number]>> => {
      const response = await adminResponse('GET', url, signal);
      const visits = periodVisitsHeaderSchema.safeParse(response.headers.get(PERIOD_VISITS_HEADER) ?? undefined);
      return { rows: await parseAnswer(response, schema, url), visits: visits.success ? visits.data : undefined };
    },
  });
}
