import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { ServerBusyError } from './http-errors.ts';

/**
 * The event loop's mean delay over a second, sampled by @fastify/under-pressure, beyond which the public
 * writes are answered 503 at once: a loop that lags this long on average cannot answer anyone in time,
 * and queueing more work would only make every request later. Normal load keeps it at a few
 * milliseconds (the bench's 50 connections included); only a flood the process cannot keep up with reaches it.
 */
const MAX_EVENT_LOOP_DELAY_MS = 200;
export const SERVER_BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Load shedding for the routes registered on `scope` (the public writes): the site, the health
 * checks and the operator's calls stay answerable under a flood. The group-commit queues keep their
 * own bound on waiting writes, which caps memory whatever the loop's delay.
 */
export async function registerLoadShedding(scope: FastifyInstance): Promise<void> {
  await scope.register(underPressure, {
    maxEventLoopDelay: MAX_EVENT_LOOP_DELAY_MS,
    retryAfter: SERVER_BUSY_RETRY_AFTER_SECONDS,
    customError: ServerBusyError,
  });
}
