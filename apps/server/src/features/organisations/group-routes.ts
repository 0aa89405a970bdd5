import {
  groupIdParamsSchema,
  groupInputSchema,
  groupListQuerySchema,
  groupMemberInputSchema,
  groupMemberParamsSchema,
  groupSchema,
  myGroupSchema,
} from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth-plugin.ts';
import { dataOf, errorAnswers, ok, okAnswer } from '../common/responses.ts';
import type { OrganisationServices } from './organisation-services.ts';

const tags = ['group'];

/** Groups of a company and their members (signed-in folder). */
export function groupRoutes({ groupService: service }: OrganisationServices) {
  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;

    api.get(
      '/api/group',
      {
        schema: {
          summary: 'The groups of the caller’s companies (or of one, `companyId`), with members',
          tags,
          querystring: groupListQuerySchema,
          response: { 200: dataOf(z.array(groupSchema)), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => ({ data: await service.list(me(request), request.query.companyId) }),
    );

    api.get(
      '/api/group/mine',
      {
        schema: {
          summary: 'The active groups the signed-in user belongs to (what folders are shared with)',
          tags,
          response: { 200: dataOf(z.array(myGroupSchema)), ...errorAnswers(401) },
        },
      },
      async (request) => ({ data: await service.mine(me(request)) }),
    );

    api.post(
      '/api/group',
      {
        schema: {
          summary: 'Create a group in a company (owners)',
          tags,
          body: groupInputSchema,
          response: { 201: dataOf(groupSchema), ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await service.create(me(request), request.body) }),
    );

    api.put(
      '/api/group/:id',
      {
        schema: {
          summary: 'Rename a group or switch it on or off (owners)',
          tags,
          params: groupIdParamsSchema,
          body: groupInputSchema,
          response: { 200: dataOf(groupSchema), ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => ({ data: await service.update(me(request), request.params.id, request.body) }),
    );

    api.delete(
      '/api/group/:id',
      {
        schema: {
          summary: 'Delete a group (owners)',
          tags,
          params: groupIdParamsSchema,
          response: { 200: okAnswer, ...errorAnswers(401, 403, 404) },
        },
      },
      async (request) => {
        await service.remove(me(request), request.params.id);
        return ok;
      },
    );

    api.post(
      '/api/group/:id/members',
      {
        schema: {
          summary: 'Add a user with access to the company to the group (owners)',
          tags,
          params: groupIdParamsSchema,
          body: groupMemberInputSchema,
          response: { 200: dataOf(groupSchema), ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        data: await service.addMember(me(request), request.params.id, request.body.userId),
      }),
    );

    api.delete(
      '/api/group/:id/members/:userId',
      {
        schema: {
          summary: 'Remove a member from the group (owners)',
          tags,
          params: groupMemberParamsSchema,
          response: { 200: dataOf(groupSchema), ...errorAnswers(401, 403, 404) },
        },
      },
      async (request) => ({
        data: await service.removeMember(me(request), request.params.id, request.params.userId),
      }),
    );
  };
}
