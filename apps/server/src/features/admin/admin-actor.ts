import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/app-error.ts';
import { currentUser } from '../auth/auth-plugin.ts';
import type { AdminActor } from './admin-service.ts';
import type { AdminUserRepository } from './admin-user-repository.ts';

/** The signed-in admin with e-mail and address, as the audit log records them. */
export async function adminActorOf(request: FastifyRequest, users: AdminUserRepository): Promise<AdminActor> {
  const { userId } = currentUser(request);
  const user = await users.find(userId);
  if (!user) throw unauthorized();
  return { userId, email: user.email, ip: request.ip };
}
