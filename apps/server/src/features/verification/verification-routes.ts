import { normaliseVerificationCode, type Verification, verificationSchema } from '@ohp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error.ts';
import { tooManyRequests } from '../auth/account-limiter.ts';
import { ownerScopeOf } from '../common/owner-scope.ts';
import { dataOf, errorAnswers } from '../common/responses.ts';
import type { VerificationRepository, VerifiedReport } from './verification-repository.ts';

const tags = ['verification'];

/** Per client address: enough for people checking documents, too few to walk the code space. */
const verifyLimit = {
  rateLimit: {
    max: 30,
    timeWindow: 60_000,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      tooManyRequests(context.ttl),
  },
};

export const verificationOut = (row: VerifiedReport): Verification => ({
  status: row.revokedAt ? 'revoked' : 'issued',
  issuedAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  domain: row.domain,
  norm: row.norm,
  evaluatorName: row.evaluatorName,
  evaluatorRegistration: row.evaluatorRegistration,
  company: row.company,
  sha256: row.sha256,
  signedBy: row.signedBy,
});

/** GET /api/verify/{code}: public, rate-limited; any code that names no report answers 404. */
export function publicVerificationRoutes(repository: VerificationRepository) {
  return (scope: FastifyInstance) => {
    scope.withTypeProvider<ZodTypeProvider>().get(
      // A wildcard, not `:code`: a parameter over the router's 100 characters would answer 414,
      // and every unknown code, whatever its shape, answers the same 404.
      '/api/verify/*',
      {
        config: verifyLimit,
        schema: {
          summary: 'Public facts of a saved report, by the verification code printed on its pages',
          tags,
          params: z.object({ '*': z.string() }),
          response: { 200: dataOf(verificationSchema), ...errorAnswers(404, 429) },
        },
      },
      async (request) => {
        const code = normaliseVerificationCode(request.params['*']);
        const row = code ? await repository.findByCode(code) : undefined;
        if (!row) throw notFound('signing:verify.notFound');
        return { data: verificationOut(row) };
      },
    );
  };
}

/** POST /api/reports/{id}/revoke: the owner withdraws a report; its code then says "revoked". */
export function ownerVerificationRoutes(repository: VerificationRepository) {
  return (scope: FastifyInstance) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/reports/:id/revoke',
      {
        schema: {
          summary: 'Revoke a saved report (its verification code then answers "revoked")',
          tags,
          params: z.object({ id: z.uuid() }),
          response: { 200: dataOf(z.object({ revokedAt: z.string() })), ...errorAnswers(401, 404) },
        },
      },
      async (request) => {
        const revokedAt = await repository.revoke(ownerScopeOf(request), request.params.id);
        if (!revokedAt) throw notFound('errors:reportNotFound');
        return { data: { revokedAt: revokedAt.toISOString() } };
      },
    );
  };
}
