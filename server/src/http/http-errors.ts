import type { ValidationIssue } from '../../../contracts/api-error.ts';

/** A body, query or path that failed its schema: answered 400 with one issue per problem. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;

  constructor(readonly issues: ValidationIssue[]) {
    super('Invalid request');
    this.name = 'RequestValidationError';
  }
}

/** Thrown by the rate limiter and the login throttle; answered 429 with Retry-After. */
export class TooManyRequestsError extends Error {
  readonly statusCode = 429;

  constructor(readonly retryAfterSeconds: number) {
    super('Too many requests');
    this.name = 'TooManyRequestsError';
  }
}

export class UnauthorizedError extends Error {
  readonly statusCode = 401;

  constructor() {
    super('Unauthorized');
    this.name = 'UnauthorizedError';
  }
}

/** The process is overloaded (load-shedding.ts): answered 503 with Retry-After, before any work. */
export class ServerBusyError extends Error {
  readonly statusCode = 503;

  constructor() {
    super('Server busy');
    this.name = 'ServerBusyError';
  }
}
