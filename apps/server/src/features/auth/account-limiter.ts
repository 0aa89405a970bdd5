import { AppError } from '../../http/app-error.ts';
import type { RateCounterRepository } from './rate-counter-repository.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

/** Per-account limits (SECURITY: they apply the same whether or not the account exists). */
export const accountLimits = {
  /** Sign-in attempts per e-mail, counted before the password is checked; a success clears them. */
  loginAttempts: { max: 5, windowMs: 15 * 60_000 },
  /** Codes sent per e-mail and purpose. */
  codeRequests: { max: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/** "45 s" or "15 min": the {{after}} of 'errors:tooManyRequests'. */
export function formatAfter(milliseconds: number): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  return seconds < 120 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}

export const tooManyRequests = (retryInMs: number) =>
  new AppError(429, 'errors:tooManyRequests', { after: formatAfter(retryInMs) });

export function createAccountLimiter(counters: RateCounterRepository) {
  return {
    /**
     * Counts one event in a single atomic upsert and throws 429 when it goes past the limit. Call
     * it before the guarded work: a read-then-write would let a parallel burst all pass the check.
     */
    async consume(key: string, limit: Limit): Promise<void> {
      const state = await counters.hit(key, limit.windowMs);
      if (state.count > limit.max) throw tooManyRequests(state.windowEndsAt.getTime() - Date.now());
    },
    reset: (key: string) => counters.reset(key),
  };
}

export type AccountLimiter = ReturnType<typeof createAccountLimiter>;
