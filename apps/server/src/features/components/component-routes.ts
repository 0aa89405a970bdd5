import {
  type Component,
  componentCreateSchema,
  componentIdParamsSchema,
  componentListQuerySchema,
  componentSchema,
  componentUpdateSchema,
} from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerScopeOf } from '../common/owner-scope.ts';
import { dataOf, errorAnswers, ok, okAnswer } from '../common/responses.ts';
import type { ComponentRow } from './component-repository.ts';
import type { ComponentService } from './component-service.ts';

const tags = ['components'];

const view = (row: ComponentRow): Component => ({
  id: row.id,
  domain: row.domain as Component['domain'],
  description: row.description,
  measurementId: row.measurementId,
  data: row.data as Record<string, unknown>,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Saved heat and vibration components (SPEC §3), in a signed-in route folder, owner-scoped. */
export function componentRoutes(service: ComponentService) {
  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/components',
      {
        schema: {
          summary: 'The saved components of the signed-in user, newest first, optionally of one domain',
          tags,
          querystring: componentListQuerySchema,
          response: { 200: dataOf(z.array(componentSchema)), ...errorAnswers(400, 401) },
        },
      },
      async (request) => ({
        data: (await service.list(ownerScopeOf(request), request.query.domain)).map(view),
      }),
    );

    api.post(
      '/api/components',
      {
        schema: {
          summary: "Save a component; `data` is checked against its domain's component schema",
          tags,
          body: componentCreateSchema,
          response: { 201: dataOf(componentSchema), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const row = await service.create(ownerScopeOf(request), request.body);
        return reply.code(201).send({ data: view(row) });
      },
    );

    api.get(
      '/api/components/:id',
      {
        schema: {
          summary: 'One saved component',
          tags,
          params: componentIdParamsSchema,
          response: { 200: dataOf(componentSchema), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => ({ data: view(await service.get(ownerScopeOf(request), request.params.id)) }),
    );

    api.patch(
      '/api/components/:id',
      {
        schema: {
          summary: 'Rename a component and/or replace its data',
          tags,
          params: componentIdParamsSchema,
          body: componentUpdateSchema,
          response: { 200: dataOf(componentSchema), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => ({
        data: view(await service.update(ownerScopeOf(request), request.params.id, request.body)),
      }),
    );

    api.delete(
      '/api/components/:id',
      {
        schema: {
          summary: 'Delete a saved component',
          tags,
          params: componentIdParamsSchema,
          response: { 200: okAnswer, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => {
        await service.remove(ownerScopeOf(request), request.params.id);
        return ok;
      },
    );
  };
}
