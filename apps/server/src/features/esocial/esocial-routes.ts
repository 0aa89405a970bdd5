import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth-plugin.ts';
import { dataOf, errorAnswers } from '../common/responses.ts';
import type { EsocialExports } from './esocial-export.ts';
import {
  agentCodeParams,
  choiceInputSchema,
  companyParams,
  exportQuerySchema,
  gheInputSchema,
  gheMeasurementInputSchema,
  idParams,
  measurementOptionsQuerySchema,
  membershipDatesSchema,
  membershipInputSchema,
  responsibleInputSchema,
  workerInputSchema,
} from './esocial-schemas.ts';
import type { EsocialService } from './esocial-service.ts';

const tags = ['esocial'];
const anything = dataOf(z.any());
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Workers, GHEs and the S-2240 exports of a company (signed-in folder; docs/esocial.md). */
export function esocialRoutes(service: EsocialService, exports: EsocialExports) {
  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;
    const errors = errorAnswers(400, 401, 404, 409);

    api.get(
      '/api/company/:companyId/esocial/workers',
      {
        schema: {
          summary: 'The workers of a company',
          tags,
          params: companyParams,
          response: { 200: anything, ...errors },
        },
      },
      async (request) => ({ data: await service.listWorkers(me(request), request.params.companyId) }),
    );
    api.post(
      '/api/company/:companyId/esocial/workers',
      {
        schema: {
          summary: 'Add a worker (CPF checked)',
          tags,
          params: companyParams,
          body: workerInputSchema,
          response: { 201: anything, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ data: await service.createWorker(me(request), request.params.companyId, request.body) }),
    );
    api.put(
      '/api/esocial/workers/:id',
      {
        schema: {
          summary: 'Edit a worker',
          tags,
          params: idParams,
          body: workerInputSchema,
          response: { 200: anything, ...errors },
        },
      },
      async (request) => ({ data: await service.updateWorker(me(request), request.params.id, request.body) }),
    );

    api.get(
      '/api/company/:companyId/esocial/ghes',
      {
        schema: {
          summary: 'The GHEs of a company with EPIs, workers and measurements',
          tags,
          params: companyParams,
          response: { 200: anything, ...errors },
        },
      },
      async (request) => ({ data: await service.listGhes(me(request), request.params.companyId) }),
    );
    api.post(
      '/api/company/:companyId/esocial/ghes',
      {
        schema: {
          summary: 'Create a GHE',
          tags,
          params: companyParams,
          body: gheInputSchema,
          response: { 201: anything, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          data: await service.saveGhe(me(request), { companyId: request.params.companyId }, request.body),
        }),
    );
    api.get(
      '/api/esocial/ghes/:id',
      { schema: { summary: 'One GHE', tags, params: idParams, response: { 200: anything, ...errors } } },
      async (request) => ({ data: await service.ghe(me(request), request.params.id) }),
    );
    api.put(
      '/api/esocial/ghes/:id',
      {
        schema: {
          summary: 'Edit a GHE and its protection',
          tags,
          params: idParams,
          body: gheInputSchema,
          response: { 200: anything, ...errors },
        },
      },
      async (request) => ({
        data: await service.saveGhe(me(request), { id: request.params.id }, request.body),
      }),
    );
    api.post(
      '/api/esocial/ghes/:id/workers',
      {
        schema: {
          summary: 'Put a worker in the GHE from a date',
          tags,
          params: idParams,
          body: membershipInputSchema,
          response: { 200: anything, ...errors },
        },
      },
      async (request) => ({ data: await service.addWorker(me(request), request.params.id, request.body) }),
    );
    api.put(
      '/api/esocial/ghes/:id/workers/:membershipId',
      {
        schema: {
          summary: 'Change the dates of a membership (start: dtIniCondicao; end: the worker left)',
          tags,
          params: z.object({ id: z.uuid(), membershipId: z.uuid() }),
          body: membershipDatesSchema,
          response: { 200: anything, ...errors },
        },
      },
      async (request) => ({
        data: await service.updateMembership(
          me(request),
          request.params.id,
          request.params.membershipId,
          request.body,
        ),
      }),
    );
    api.delete(
      '/api/esocial/ghes/:id/workers/:membershipId',
      {
        schema: {
          summary: 'Remove a membership',
          tags,
          params: z.object({ id: z.uuid(), membershipId: z.uuid() }),
          response: { 200: anything, ...errors },
        },
      },
      async (request) => ({
        data: await service.removeWorker(me(request), request.params.id, request.params.membershipId),
      }),
    );
    api.get(
      '/api/esocial/ghes/:id/measurement-options',
      {
        schema: {
          summary:
            'The saved measurements of the company’s owners and members the GHE may take (search: description, file, family, save date)',
          tags,
          params: idParams,
          querystring: measurementOptionsQuerySchema,
          response: { 200: anything, ...errors },
        },
      },
      async (request) => ({
        data: await service.measurementOptions(me(request), request.params.id, request.query.search),
      }),
    );
    api.post(
      '/api/esocial/ghes/:id/measurements',
      {
        schema: {
          summary: 'Add a saved measurement of a company member (heat: with its metabolic rate)',
          tags,
          params: idParams,
          body: gheMeasurementInputSchema,
          response: { 200: anything, ...errors },
        },
      },
      async (request) => ({
        data: await service.addMeasurement(me(request), request.params.id, request.body),
      }),
    );
    api.delete(
      '/api/esocial/ghes/:id/measurements/:measurementId',
      {
        schema: {
          summary: 'Remove a measurement from the GHE',
          tags,
          params: z.object({ id: z.uuid(), measurementId: z.uuid() }),
          response: { 200: anything, ...errors },
        },
      },
      async (request) => ({
        data: await service.removeMeasurement(me(request), request.params.id, request.params.measurementId),
      }),
    );
    api.get(
      '/api/esocial/ghes/:id/agents',
      {
        schema: {
          summary: 'The agents of the GHE, their sources and warnings',
          tags,
          params: idParams,
          response: { 200: anything, ...errors },
        },
      },
      async (request) => ({ data: await service.agents(me(request), request.params.id) }),
    );
    api.put(
      '/api/esocial/ghes/:id/agents',
      {
        schema: {
          summary: 'Choose the measurement that stands for an agent',
          tags,
          params: idParams,
          body: choiceInputSchema,
          response: { 200: anything, ...errors },
        },
      },
      async (request) => ({ data: await service.choose(me(request), request.params.id, request.body) }),
    );
    api.delete(
      '/api/esocial/ghes/:id/agents/:code',
      {
        schema: {
          summary: 'Forget the choice for an agent: back to the highest value',
          tags,
          params: agentCodeParams,
          response: { 200: anything, ...errors },
        },
      },
      async (request) => ({
        data: await service.unchoose(me(request), request.params.id, request.params.code),
      }),
    );

    api.get(
      '/api/esocial/responsible',
      {
        schema: {
          summary: 'The caller’s council data (respReg)',
          tags,
          response: { 200: anything, ...errors },
        },
      },
      async (request) => ({ data: (await service.responsible(me(request))) ?? null }),
    );
    api.put(
      '/api/esocial/responsible',
      {
        schema: {
          summary: 'Save the caller’s council data',
          tags,
          body: responsibleInputSchema,
          response: { 200: anything, ...errors },
        },
      },
      async (request) => ({ data: await service.saveResponsible(me(request), request.body) }),
    );

    api.get(
      '/api/esocial/workers/:id/s2240.xml',
      {
        schema: {
          summary: 'The worker’s S-2240 event, unsigned',
          tags,
          params: idParams,
          querystring: exportQuerySchema,
        },
      },
      async (request, reply) => {
        const event = await exports.workerXml(me(request), request.params.id, request.query);
        return reply
          .type('application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${event.fileName}"`)
          .send(event.xml);
      },
    );
    api.get(
      '/api/company/:companyId/esocial/s2240.zip',
      {
        schema: {
          summary: 'Every worker’s S-2240 event in a ZIP',
          tags,
          params: companyParams,
          querystring: exportQuerySchema,
        },
      },
      async (request, reply) =>
        reply
          .type('application/zip')
          .header('content-disposition', 'attachment; filename="S-2240.zip"')
          .send(await exports.zip(me(request), request.params.companyId, request.query)),
    );
    api.get(
      '/api/company/:companyId/esocial/s2240.csv',
      { schema: { summary: 'The S-2240 rows as CSV', tags, params: companyParams } },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="S-2240.csv"')
          .send(await exports.csv(me(request), request.params.companyId)),
    );
    api.get(
      '/api/company/:companyId/esocial/s2240.xlsx',
      { schema: { summary: 'The S-2240 rows as XLSX', tags, params: companyParams } },
      async (request, reply) =>
        reply
          .type(xlsxType)
          .header('content-disposition', 'attachment; filename="S-2240.xlsx"')
          .send(await exports.xlsx(me(request), request.params.companyId)),
    );
  };
}
