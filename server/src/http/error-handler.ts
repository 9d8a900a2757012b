import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiError, TooManyRequests } from '../../../contracts/api-error.ts';
import { StorageUnavailableError, StorageWriteRefusedError } from '../storage/storage-availability.ts';
import { writeRefusalMessages } from '../storage/write-refusals.ts';
import { RequestValidationError, ServerBusyError, TooManyRequestsError, UnauthorizedError } from './http-errors.ts';
import { SERVER_BUSY_RETRY_AFTER_SECONDS } from './load-shedding.ts';

const STORAGE_RETRY_AFTER_SECONDS = 5;
/** Space seldom comes back within seconds: a full or read-only store waits for the operator. */
const WRITE_REFUSED_RETRY_AFTER_SECONDS = 30;

/**
 * One place that turns every failure into the API's error shape { error, details? }: bad input is a
 * 4xx (never a 500), an unreachable database a quick 503, a full or read-only one a 503 naming the
 * cause, and only real bugs a logged 500. Client
 * input is never logged: for 4xx only the status is, through the request log.
 */
export function registerErrorHandler(app: FastifyInstance, bodyLimitBytes: number): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof RequestValidationError) {
      return reply.code(400).send({ error: 'Invalid request', details: error.issues } satisfies ApiError);
    }
    if (error instanceof UnauthorizedError) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'Unauthorized' } satisfies ApiError);
    }
    if (error instanceof TooManyRequestsError) {
      return reply
        .code(429)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ error: 'Too many requests', retryAfterSeconds: error.retryAfterSeconds } satisfies TooManyRequests);
    }
    if (error instanceof ServerBusyError)
      return unavailable(reply, SERVER_BUSY_RETRY_AFTER_SECONDS, 'The server is busy; try again shortly');
    if (error instanceof StorageWriteRefusedError)
      return unavailable(reply, WRITE_REFUSED_RETRY_AFTER_SECONDS, writeRefusalMessages[error.refusal], { cause: error.refusal });
    if (error instanceof StorageUnavailableError)
      return unavailable(reply, STORAGE_RETRY_AFTER_SECONDS, 'Storage is unavailable; try again shortly');
    const code = 'code' in error ? error.code : undefined;
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    switch (code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ error: 'Request body too large', details: { limitBytes: bodyLimitBytes } } satisfies ApiError);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(400).send({
          error: 'Unsupported content type',
          details: { accepted: ['application/json', 'text/plain (holding JSON)'] },
        } satisfies ApiError);
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply
          .code(400)
          .send({ error: 'Empty request body', details: [{ path: '(body)', message: 'A JSON body is required' }] } satisfies ApiError);
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply
          .code(400)
          .send({ error: 'Malformed JSON body', details: [{ path: '(body)', message: 'The body is not valid JSON' }] } satisfies ApiError);
      default:
        break;
    }
    if (error instanceof SyntaxError || (statusCode === 400 && /json/i.test(error.message))) {
      return reply
        .code(400)
        .send({ error: 'Malformed JSON body', details: [{ path: '(body)', message: 'The body is not valid JSON' }] } satisfies ApiError);
    }
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send({ error: clientErrorTitle(statusCode), details: { code: code ?? null } } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Internal server error' } satisfies ApiError);
  });
}

function clientErrorTitle(statusCode: number): string {
  switch (statusCode) {
    case 401:
      return 'Unauthorized';
    case 404:
      return 'Not found';
    case 405:
      return 'Method not allowed';
    case 408:
      return 'Request timeout';
    case 413:
      return 'Request body too large';
    case 415:
      return 'Unsupported content type';
    default:
      return 'Bad request';
  }
}

/** A 503 that says when to come back, in the header and in the body's details. */
function unavailable(reply: FastifyReply, retryAfterSeconds: number, message: string, details: Record<string, string> = {}) {
  return reply
    .code(503)
    .header('retry-after', String(retryAfterSeconds))
    .send({ error: message, details: { ...details, retryAfterSeconds } } satisfies ApiError);
}
