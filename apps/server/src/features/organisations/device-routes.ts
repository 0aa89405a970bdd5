import {
  certificateInputSchema,
  serialNumberQuerySchema,
  userDeviceIdParamsSchema,
  userDeviceSchema,
} from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerFile } from '../../http/file-answer.ts';
import { maxPdfBytes } from '../../http/upload-receiver.ts';
import { dataOf, errorAnswers, ok, okAnswer } from '../common/responses.ts';
import { ownerScopeOf } from '../common/owner-scope.ts';
import type { OrganisationServices } from './organisation-services.ts';

const tags = ['user-device'];

/** SPEC §7's user-device calls, plus the certificate PDF (signed-in folder). */
export function deviceRoutes({ deviceService: service, uploads, config }: OrganisationServices) {
  const maxFileBytes = Math.min(maxPdfBytes, config.bodyLimitBytes);
  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/user-device',
      {
        schema: {
          summary: 'My devices, by next calibration date, with due (≤ 30 days) and overdue marks',
          tags,
          response: { 200: dataOf(z.array(userDeviceSchema)), ...errorAnswers(401) },
        },
      },
      async (request) => ({ data: await service.list(ownerScopeOf(request)) }),
    );

    api.post(
      '/api/user-device',
      {
        schema: {
          summary: 'Register a device by its serial (409 when registered, without telling by whom)',
          tags,
          querystring: serialNumberQuerySchema,
          response: { 201: dataOf(userDeviceSchema), ...errorAnswers(400, 401, 409) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ data: await service.register(ownerScopeOf(request), request.query.serialNumber) }),
    );

    api.get(
      '/api/user-device/by-serial-number',
      {
        schema: {
          summary: 'My device with this serial; `data: null` when I have not registered it',
          tags,
          querystring: serialNumberQuerySchema,
          response: { 200: dataOf(userDeviceSchema.nullable()), ...errorAnswers(400, 401) },
        },
      },
      async (request) => ({
        data: await service.bySerial(ownerScopeOf(request), request.query.serialNumber),
      }),
    );

    api.patch(
      '/api/user-device/update-certificate',
      {
        schema: {
          summary: 'Set the calibration certificate of one of my devices',
          tags,
          body: certificateInputSchema,
          response: { 200: dataOf(userDeviceSchema), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => ({ data: await service.updateCertificate(ownerScopeOf(request), request.body) }),
    );

    api.put(
      '/api/user-device/:id/certificate-file',
      {
        schema: {
          summary:
            'Attach the certificate PDF (multipart `file`, at most 20 MB; a PDF by its header and end)',
          tags,
          params: userDeviceIdParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 200: dataOf(userDeviceSchema), ...errorAnswers(400, 401, 404, 413) },
        },
      },
      async (request) => {
        const scope = ownerScopeOf(request);
        // Streamed to disk, at most 20 MB (http/upload-receiver.ts).
        const upload = await uploads.receive(request, { userId: scope.ownerId, maxFileBytes });
        try {
          return { data: await service.putCertificateFile(scope, request.params.id, upload.file) };
        } finally {
          await upload.discard();
        }
      },
    );

    // GET and HEAD taken here: Fastify's own HEAD route would read the streamed file to its end.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/api/user-device/:id/certificate-file',
      schema: {
        summary: 'Download the certificate PDF (streamed from storage)',
        tags,
        params: userDeviceIdParamsSchema,
        response: errorAnswers(401, 404),
      },
      handler: async (request, reply) => {
        const { id } = userDeviceIdParamsSchema.parse(request.params);
        const scope = ownerScopeOf(request);
        return answerFile(
          request,
          reply,
          { open: () => service.certificateFile(scope, id) },
          {
            ranges: false,
            type: 'application/pdf',
            headers: {
              'content-disposition': 'attachment; filename="certificate.pdf"',
              'cache-control': 'private, no-cache',
            },
          },
        );
      },
    });

    api.delete(
      '/api/user-device/:id',
      {
        schema: {
          summary: 'Remove one of my devices (and its certificate PDF)',
          tags,
          params: userDeviceIdParamsSchema,
          response: { 200: okAnswer, ...errorAnswers(401, 404) },
        },
      },
      async (request) => {
        await service.remove(ownerScopeOf(request), request.params.id);
        return ok;
      },
    );
  };
}
