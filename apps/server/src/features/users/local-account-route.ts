import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordProblem } from '@ohp/contracts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { runLocalAccountCommand } from './local-accounts.ts';

export const localAccountPath = '/api/local/accounts';
export const localTokenHeader = 'x-ohp-local-token';

const command = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('upsert'),
    email: z.string().email(),
    password: z.string().refine((p) => !passwordProblem(p)),
    name: z.string().max(200),
    lastName: z.string().max(200),
    admin: z.boolean(),
  }),
  z.object({ kind: z.literal('promote'), email: z.string().min(1).max(320) }),
]);

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * `npm run user:create` while the server owns the embedded database: the command comes here so
 * the server's own connection writes it (a second process on the folder would lose the write).
 * Authorised by the secret in DATA_DIR's owner lock, which only the folder's readers can see;
 * absent on PostgreSQL, where the command writes to the server itself.
 */
export function registerLocalAccountRoute(app: FastifyInstance, database: Database): void {
  const lock = database.ownerLock;
  if (!lock) return;
  app.withTypeProvider<ZodTypeProvider>().post(
    localAccountPath,
    {
      schema: {
        hide: true,
        body: command,
        response: {
          200: z.object({ data: z.object({ ok: z.boolean(), message: z.string() }) }),
          403: z.object({ error: z.string() }),
        },
      },
    },
    async (request) => {
      const token = request.headers[localTokenHeader];
      if (typeof token !== 'string' || !sameToken(token, lock.owner.localToken))
        throw new AppError(403, 'errors:forbidden');
      return { data: await runLocalAccountCommand(database.db, request.body) };
    },
  );
}
