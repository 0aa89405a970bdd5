import {
  companyIdParamsSchema,
  companyInputSchema,
  companyInvitationParamsSchema,
  companyRoleInputSchema,
  companySchema,
  companyUserParamsSchema,
  companyUserSchema,
  inviteInputSchema,
  invitationTokenParamsSchema,
  invitationViewSchema,
  pendingInvitationSchema,
} from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorAnswers, ok, okAnswer } from '../common/responses.ts';
import { actorOf, publicUrlOf } from './actor.ts';
import type { OrganisationServices } from './organisation-services.ts';

const tags = ['company'];

/** Companies, users with access and invitations (signed-in folder). */
export function companyRoutes(services: OrganisationServices) {
  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { companyService: service, companies, config } = services;

    api.get(
      '/api/company',
      {
        schema: {
          summary: 'The companies the signed-in user has access to, with their role',
          tags,
          response: { 200: dataOf(z.array(companySchema)), ...errorAnswers(401) },
        },
      },
      async (request) => ({ data: await service.list(await actorOf(request, companies)) }),
    );

    api.post(
      '/api/company',
      {
        schema: {
          summary: 'Create a company (the creator becomes its owner); the CNPJ goes in `document`',
          tags,
          body: companyInputSchema,
          response: { 201: dataOf(companySchema), ...errorAnswers(400, 401, 409) },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await service.create(await actorOf(request, companies), request.body) }),
    );

    api.put(
      '/api/company/:id',
      {
        schema: {
          summary: 'Change the corporate name and CNPJ (owners)',
          tags,
          params: companyIdParamsSchema,
          body: companyInputSchema,
          response: { 200: dataOf(companySchema), ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({
        data: await service.update(await actorOf(request, companies), request.params.id, request.body),
      }),
    );

    api.get(
      '/api/company/:id/users',
      {
        schema: {
          summary: 'The users with access to a company',
          tags,
          params: companyIdParamsSchema,
          response: { 200: dataOf(z.array(companyUserSchema)), ...errorAnswers(401, 404) },
        },
      },
      async (request) => ({
        data: await service.users(await actorOf(request, companies), request.params.id),
      }),
    );

    api.put(
      '/api/company/:id/users/:userId',
      {
        schema: {
          summary: 'Make a user owner or member (owners; the last owner stays owner)',
          tags,
          params: companyUserParamsSchema,
          body: companyRoleInputSchema,
          response: { 200: okAnswer, ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { id, userId } = request.params;
        await service.setRole(await actorOf(request, companies), id, userId, request.body.role);
        return ok;
      },
    );

    api.delete(
      '/api/company/:id/users/:userId',
      {
        schema: {
          summary: 'Remove a user (owners) or leave (oneself); the user leaves the company’s groups',
          tags,
          params: companyUserParamsSchema,
          response: { 200: okAnswer, ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { id, userId } = request.params;
        await service.removeUser(await actorOf(request, companies), id, userId);
        return ok;
      },
    );

    api.post(
      '/api/company/:id/invite',
      {
        schema: {
          summary: 'Invite by e-mail (owners): a single-use link valid 7 days; sending again replaces it',
          tags,
          params: companyIdParamsSchema,
          body: inviteInputSchema,
          response: { 201: dataOf(pendingInvitationSchema), ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const invitation = await service.invite(
          await actorOf(request, companies),
          request.params.id,
          request.body.email,
          { publicUrl: publicUrlOf(request, config.publicUrl), language: request.language },
        );
        return reply.code(201).send({ data: invitation });
      },
    );

    api.get(
      '/api/company/:id/invitations',
      {
        schema: {
          summary: 'Pending invitations (owners)',
          tags,
          params: companyIdParamsSchema,
          response: { 200: dataOf(z.array(pendingInvitationSchema)), ...errorAnswers(401, 403, 404) },
        },
      },
      async (request) => ({
        data: await service.invitations(await actorOf(request, companies), request.params.id),
      }),
    );

    api.delete(
      '/api/company/:id/invitations/:invitationId',
      {
        schema: {
          summary: 'Cancel a pending invitation (owners)',
          tags,
          params: companyInvitationParamsSchema,
          response: { 200: okAnswer, ...errorAnswers(401, 403, 404) },
        },
      },
      async (request) => {
        const { id, invitationId } = request.params;
        await service.cancelInvitation(await actorOf(request, companies), id, invitationId);
        return ok;
      },
    );

    api.post(
      '/api/company/invite/:token/accept',
      {
        schema: {
          summary: 'Accept an invitation (only the account with the invited e-mail)',
          tags,
          params: invitationTokenParamsSchema,
          response: { 200: dataOf(companySchema), ...errorAnswers(400, 401, 403) },
        },
      },
      async (request) => ({
        data: await service.accept(await actorOf(request, companies), request.params.token),
      }),
    );

    api.post(
      '/api/company/invite/:token/decline',
      {
        schema: {
          summary: 'Decline an invitation (only the account with the invited e-mail)',
          tags,
          params: invitationTokenParamsSchema,
          response: { 200: okAnswer, ...errorAnswers(400, 401, 403) },
        },
      },
      async (request) => {
        await service.decline(await actorOf(request, companies), request.params.token);
        return ok;
      },
    );
  };
}

/** Who invites to what: readable with the token alone, before signing in (public folder). */
export function invitationViewRoutes(services: OrganisationServices) {
  return (app: FastifyInstance): void => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/company/invite/:token',
      {
        schema: {
          summary: 'The invitation of a token: company, inviter, invited e-mail, expiry',
          tags,
          params: invitationTokenParamsSchema,
          response: { 200: dataOf(invitationViewSchema), ...errorAnswers(400) },
        },
      },
      async (request) => ({ data: await services.companyService.viewInvitation(request.params.token) }),
    );
  };
}
