import type { FastifyInstance } from 'fastify';
import { jsonDepthExceeds, maxJsonDepth } from '@ohp/contracts';
import { AppError } from './app-error.ts';

export { jsonDepthExceeds, maxJsonDepth };

/**
 * Fastify's own JSON parser (same prototype-poisoning protection and error codes), after a depth
 * check that answers 400 `errors:jsonTooDeep` instead of a stack overflow later.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, maxJsonDepth)) {
      done(new AppError(400, 'errors:jsonTooDeep', { max: maxJsonDepth }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
