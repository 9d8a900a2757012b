// The one way the dashboard reads the admin API: the stored session as a bearer token, the answer
// checked against the server's own response schema, and a 401 turned into SessionExpiredError so
// the dashboard can send the operator back to the login.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { ApiError, apiRequest, parseAnswer } from '#web/lib/api-client.ts';
import { readStoredSession } from './admin-session-store.ts';

/** The stored session is missing or the server no longer accepts it. */
export class SessionExpiredError extends Error {
  constructor() {
    super('Session expired');
    this.name = 'SessionExpiredError';
  }
}

export async function adminRequest<Schema extends z.ZodType>(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  // A reply in the wrong shape is shown as an error (UnexpectedAnswerError), never as figures.
  return parseAnswer(await adminResponse(method, url, signal), schema, url);
}

/** The server's answer to an admin call, for a caller that reads its headers as well as its body. */
export async function adminResponse(method: 'GET' | 'POST' | 'DELETE', url: string, signal?: AbortSignal): Promise<Response> {
  const sessionId = readStoredSession();
  if (!sessionId) throw new SessionExpiredError();
  let response: Response;
  try {
    response = await apiRequest(method, url, undefined, { headers: { Authorization: `Bearer ${sessionId}` }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new SessionExpiredError();
    throw error;
  }
  return response;
}

/**
 * The query options of an admin GET. The URL names the call and all its parameters, so it is the
 * key too (as in the shared client's convention): a new period is a new query, never old figures.
 */
export function adminGetQuery<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  options: { refetchInterval?: number; refetchOnMount?: boolean } = {},
) {
  return queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => adminRequest('GET', url, schema, signal),
    ...options,
  });
}

/** What an operator should read for a failed call: the server's own `error` text when it sent one. */
export function describeAdminError(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const body = apiErrorSchema.safeParse(JSON.parse(error.body));
      if (body.success) return `${body.data.error} (HTTP ${error.status})`;
    } catch {
      // not JSON: fall through to the status line
    }
    return error.message;
  }
  if (error instanceof TypeError) return 'The server could not be reached. Check the connection.';
  return error instanceof Error ? error.message : 'Something went wrong';
}
