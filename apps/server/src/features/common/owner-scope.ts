import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/auth-plugin.ts';

/**
 * Whose data a repository call or a storage key belongs to. Today the owner is the signed-in user;
 * a shared archive adds its own kind of owner here, and repositories and keys follow unchanged.
 */
export interface OwnerScope {
  readonly ownerId: string;
}

/** The owner scope of a signed-in request (401 when the route is not behind authentication). */
export const ownerScopeOf = (request: FastifyRequest): OwnerScope => ({
  ownerId: currentUser(request).userId,
});

/** The storage folder of an owner: every key of its files starts with it. */
export const ownerFolder = (scope: OwnerScope): string => `users/${scope.ownerId}`;

/** A storage key under the owner's folder, e.g. ownerKey(scope, 'measurements', id, 'file'). */
export const ownerKey = (scope: OwnerScope, ...parts: string[]): string =>
  [ownerFolder(scope), ...parts].join('/');
