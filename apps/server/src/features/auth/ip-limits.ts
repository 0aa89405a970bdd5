import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from './account-limiter.ts';

interface RateLimitContext {
  ttl: number;
}

/** Per-IP limits of @fastify/rate-limit for one route, answering the translated 429. */
function perIp(max: number, timeWindow: number) {
  return {
    rateLimit: {
      max,
      timeWindow,
      errorResponseBuilder: (_request: FastifyRequest, context: RateLimitContext) =>
        tooManyRequests(context.ttl),
    },
  };
}

/** Route `config` values: sign-in, code requests and code checks, per client IP. */
export const ipLimits = {
  login: perIp(20, 60_000),
  refresh: perIp(60, 60_000),
  codeRequest: perIp(10, 15 * 60_000),
  codeCheck: perIp(20, 15 * 60_000),
  passwordCheck: perIp(10, 15 * 60_000),
};
