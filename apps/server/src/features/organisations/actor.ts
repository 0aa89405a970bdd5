import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/app-error.ts';
import { currentUser } from '../auth/auth-plugin.ts';
import type { CompanyRepository } from './company-repository.ts';
import type { Actor } from './company-service.ts';

/** The signed-in account with its e-mail (an invitation is accepted by its address only). */
export async function actorOf(request: FastifyRequest, companies: CompanyRepository): Promise<Actor> {
  const { userId } = currentUser(request);
  const account = await companies.account(userId);
  if (!account) throw unauthorized();
  return { userId, email: account.email, name: `${account.name} ${account.lastName}`.trim() };
}

/** The address links in e-mails start with: PUBLIC_URL, else the address the request came to. */
export const publicUrlOf = (request: FastifyRequest, configured: string | undefined): string =>
  configured ?? `${request.protocol}://${request.host}`;
