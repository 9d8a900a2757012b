// The spec's shared request behaviour (section 7): JSON bodies, credentials included, and a
// non-OK response throws an Error whose message is "<status>: <body or status text>".
import type { z } from 'zod';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

async function throwIfResNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
}

/** The server answered, but not in the shape its contract promises: an error, never data. */
export class UnexpectedAnswerError extends Error {
  constructor(url: string) {
    super(`Unexpected answer from ${url}`);
    this.name = 'UnexpectedAnswerError';
  }
}

/** Reads a successful answer's JSON body and checks it against the call's response schema. */
export async function parseAnswer<Schema extends z.ZodType>(response: Response, schema: Schema, url: string): Promise<z.output<Schema>> {
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new UnexpectedAnswerError(url);
  return parsed.data;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The generic request helper: method, URL and optional JSON body. */
export async function apiRequest(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfResNotOk(response);
  return response;
}
