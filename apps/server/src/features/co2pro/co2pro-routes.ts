import {
  co2proCreateFieldsSchema,
  co2proDescriptionSchema,
  co2proItemSchema,
  co2proListQuerySchema,
  co2proUpdateSchema,
  measurementIdParamsSchema,
} from '@ohp/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerScopeOf } from '../common/owner-scope.ts';
import { dataOf, errorAnswers } from '../common/responses.ts';
import type { UploadReceiver } from '../../http/upload-receiver.ts';
import { parseFields } from '../measurements/multipart-fields.ts';
import { co2proItemOf, type Co2proService } from './co2pro-service.ts';
import { tooLargeToSave } from '../measurements/gzip-upload.ts';
import { CompressedFiles, pickFileEncoding } from '../measurements/file-encoding.ts';
import type { MeasurementRow } from '../measurements/measurement-repository.ts';
import type { StoredRead } from '../storage/storage.ts';
import { jsonDataStream } from './json-data-stream.ts';

const tags = ['co2pro'];
const fileNameOf = (name: string | undefined) => (name?.trim() || 'co2pro.txt').slice(0, 140);

/**
 * The co2pro calls of SPEC §7, exactly as listed (docs/web-co2.md). Registered in a signed-in
 * folder: every call is bounded by the owner scope; another user's id answers 404.
 */
export function co2proRoutes(service: Co2proService, uploads: UploadReceiver, maxFileBytes: number) {
  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const compressedAnswers = new CompressedFiles();
    /** GET co2pro/file's JSON answer as the row's file streams. */
    const jsonAnswerOf = async (row: MeasurementRow): Promise<StoredRead> => ({
      body: jsonDataStream((await service.openFile(row)).body),
      size: row.size,
    });

    api.get(
      '/api/co2pro',
      {
        schema: {
          summary:
            'CO2Pro measurements, newest first: `page` and `pageSize` (defaults 1 and 999999, at least 1)',
          tags,
          querystring: co2proListQuerySchema,
          response: { 200: dataOf(z.array(co2proItemSchema)), ...errorAnswers(400, 401) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const rows = await service.list(ownerScopeOf(request), page, pageSize);
        return { data: rows.map(co2proItemOf) };
      },
    );

    api.post(
      '/api/co2pro',
      {
        schema: {
          summary:
            'Save a CO2Pro measurement: multipart with `file` (CO2Pro record or CO2 samples CSV) and employeeName, employeeCompanyName, employeeArea, functionGHE, measurerCompanyName, measurerName, annotation, journeyTime, description, serialNumber, norm, notProject, userDeviceId',
          tags,
          consumes: ['multipart/form-data'],
          response: { 201: dataOf(co2proItemSchema), ...errorAnswers(400, 401, 413) },
        },
      },
      async (request, reply) => {
        const scope = ownerScopeOf(request);
        // Streamed to a temporary file like every upload (http/upload-receiver.ts), parsed in a slot.
        const upload = await uploads
          .receive(request, { userId: scope.ownerId, maxFileBytes })
          .catch((error: unknown) => {
            throw tooLargeToSave(error);
          });
        try {
          const parsed = parseFields(co2proCreateFieldsSchema, upload.fields);
          const fileName = fileNameOf(upload.file.filename);
          const row = await service.create(scope, { fileName, fields: parsed, file: upload.file });
          // The viewer opens it next with the same Accept-Encoding: its answer compressed meanwhile.
          const encoding = pickFileEncoding(request.headers['accept-encoding'], row.size);
          if (encoding)
            compressedAnswers.prepareSoon(uploads.parsing, row.id, encoding, row.size, () =>
              jsonAnswerOf(row),
            );
          return reply.code(201).send({ data: co2proItemOf(row) });
        } finally {
          await upload.discard();
        }
      },
    );

    api.put(
      '/api/co2pro',
      {
        schema: {
          summary:
            'Update a CO2Pro measurement’s report fields (JSON: `id` plus the fields of POST co2pro, without the file); omitted fields are cleared',
          tags,
          body: co2proUpdateSchema,
          response: { 200: dataOf(co2proItemSchema), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => {
        const { id, ...fields } = request.body;
        return { data: co2proItemOf(await service.update(ownerScopeOf(request), id, fields)) };
      },
    );

    api.get(
      '/api/co2pro/:id',
      {
        schema: {
          summary: 'One CO2Pro measurement',
          tags,
          params: measurementIdParamsSchema,
          response: { 200: dataOf(co2proItemSchema), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => ({
        data: co2proItemOf(await service.get(ownerScopeOf(request), request.params.id)),
      }),
    );

    api.get(
      '/api/co2pro/file/:id',
      {
        schema: {
          summary: 'The CO2Pro measurement’s file, as text in `data`',
          tags,
          params: measurementIdParamsSchema,
          response: { 200: dataOf(z.string()), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const row = await service.get(ownerScopeOf(request), request.params.id);
        const encoding = pickFileEncoding(request.headers['accept-encoding'], row.size);
        if (!encoding) return { data: await service.text(row) };
        // The same JSON, compressed (a week's record: 14 MB of JSON, ≈ 3 MB gzip) and kept for the
        // next open; built as the file streams (json-data-stream.ts).
        const body =
          compressedAnswers.get(row.id, encoding, row.size) ??
          compressedAnswers.compressing(row.id, encoding, await jsonAnswerOf(row));
        // Bytes, not an object: sent as they are (the JSON schema above describes them decompressed).
        const raw: FastifyReply = reply;
        return raw
          .type('application/json; charset=utf-8')
          .headers({ 'content-encoding': encoding, vary: 'accept-encoding' })
          .send(body);
      },
    );

    api.patch(
      '/api/co2pro/:id/description',
      {
        schema: {
          summary: 'Rename a CO2Pro measurement',
          tags,
          params: measurementIdParamsSchema,
          body: co2proDescriptionSchema,
          response: { 200: dataOf(co2proItemSchema), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => ({
        data: co2proItemOf(
          await service.describe(ownerScopeOf(request), request.params.id, request.body.description),
        ),
      }),
    );

    app.delete(
      '/api/co2pro/:id',
      {
        schema: {
          summary: 'Delete a CO2Pro measurement (its file and reports)',
          tags,
          params: measurementIdParamsSchema,
          response: { 204: z.null().describe('Deleted'), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const { id } = measurementIdParamsSchema.parse(request.params);
        await service.remove(ownerScopeOf(request), id);
        return reply.code(204).send();
      },
    );
  };
}
