import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** "GET /api/measurements 200 12 ms": the query string stays out (codes and tokens can travel there). */
export function requestLine(
  request: Pick<FastifyRequest, 'method' | 'url'>,
  reply: Pick<FastifyReply, 'statusCode' | 'elapsedTime'>,
): string {
  const path = request.url.split('?')[0] ?? '/';
  return `${request.method} ${path} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
}

/**
 * One concise line per request at `info`; the request's details (client address, agent, length)
 * only at `debug`, so the start banner does not scroll away under two JSON objects a request.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const line = requestLine(request, reply);
    // pino's numeric level (debug = 20); `isLevelEnabled` is not in fastify's logger type.
    const level = (request.log as { levelVal?: number }).levelVal ?? 30;
    if (level <= 20) {
      request.log.debug(
        {
          req: request,
          res: { statusCode: reply.statusCode, contentLength: reply.getHeader('content-length') },
          responseTime: reply.elapsedTime,
        },
        line,
      );
    } else {
      request.log.info(line);
    }
  });
}
