import type { FastifyInstance } from 'fastify';

/**
 * Bodies are JSON. navigator.sendBeacon can only send a string as text/plain, so text/plain bodies are
 * parsed as JSON too; every other content type is refused by fastify (answered 400). Fastify's own
 * JSON parser already refuses __proto__ and constructor.prototype keys.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(Object.assign(new Error('Empty request body'), { statusCode: 400, code: 'FST_ERR_CTP_EMPTY_JSON_BODY' }), undefined);
      return;
    }
    try {
      done(null, JSON.parse(text, rejectPrototypeKeys));
    } catch {
      done(Object.assign(new Error('Malformed JSON body'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });
}

function rejectPrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__' || key === 'constructor') throw new SyntaxError('forbidden key');
  return value;
}
