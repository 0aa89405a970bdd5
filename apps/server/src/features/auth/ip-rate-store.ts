import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../../db/database.ts';
import { createRateCounterRepository } from './rate-counter-repository.ts';

/** The plugin passes the merged limit options; for a route's store they carry `routeInfo`. */
interface StoreParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

type IncrementCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store over the `rate_counters` table: the per-address limits count in
 * PostgreSQL with one atomic upsert per request, so every server instance on the database shares
 * them (the plugin's default store is one process's memory). Keys are `ip:<method> <route>:<ip>`;
 * expired rows go with the hourly clean-up like the per-account counters.
 */
export function createIpRateStore(db: Db) {
  const counters = createRateCounterRepository(db);

  return class IpRateStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(params: object = {}) {
      const { method, url } = (params as StoreParams).routeInfo ?? {};
      const methods = Array.isArray(method) ? method.join(',') : (method ?? '*');
      this.prefix = `ip:${methods} ${url ?? '*'}:`;
    }

    incr(key: string, callback: IncrementCallback, timeWindow: number): void {
      counters.hit(this.prefix + key, timeWindow).then(
        (state) =>
          callback(null, {
            current: state.count,
            ttl: Math.max(0, state.windowEndsAt.getTime() - Date.now()),
          }),
        (error: Error) => callback(error),
      );
    }

    child(params: object): IpRateStore {
      return new IpRateStore(params);
    }
  };
}
