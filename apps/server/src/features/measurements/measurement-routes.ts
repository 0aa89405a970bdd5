import {
  type Measurement,
  type MeasurementReport,
  measurementCreateFieldsSchema,
  measurementIdParamsSchema,
  measurementListQuerySchema,
  measurementReportFieldsSchema,
  measurementReportParamsSchema,
  measurementReportSchema,
  measurementSchema,
  measurementUpdateSchema,
} from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerFile } from '../../http/file-answer.ts';
import type { UploadReceiver } from '../../http/upload-receiver.ts';
import { dataOf, errorAnswers } from '../common/responses.ts';
import { ownerScopeOf } from '../common/owner-scope.ts';
import { isGzipStored } from '../storage/stored-gzip.ts';
import { CompressedFiles, pickFileEncoding } from './file-encoding.ts';
import { tooLargeToSave } from './gzip-upload.ts';
import type { MeasurementRow, ReportRow } from './measurement-repository.ts';
import type { MeasurementService } from './measurement-service.ts';
import { parseFields } from './multipart-fields.ts';

const tags = ['measurements'];

// Rows hold what readReading derived (domain and family from the same vocabulary): typed here.
const view = (row: MeasurementRow): Measurement => ({
  id: row.id,
  domain: row.domain as Measurement['domain'],
  family: row.family as Measurement['family'],
  fileName: row.fileName,
  description: row.description,
  serialNumber: row.serialNumber,
  firmware: row.firmware,
  size: row.size,
  state: row.state as Record<string, unknown>,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const reportOut = (row: ReportRow): MeasurementReport => ({
  id: row.id,
  title: row.title,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
  verificationCode: row.verificationCode,
  sha256: row.sha256,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  signedBy: row.signedBy,
});

export interface MeasurementUploads {
  receiver: UploadReceiver;
  /** Largest reading file (BODY_LIMIT_MB). */
  maxFileBytes: number;
  /** Largest report PDF. */
  maxPdfBytes: number;
}

/**
 * Saved measurements (a reading of any domain + viewer state) and their PDF reports. Registered in
 * a signed-in route folder: every call is bounded by the owner scope of the request. Files are
 * streamed to disk (`http/upload-receiver.ts`), never held whole in memory but while parsed.
 */
export function measurementRoutes(service: MeasurementService, uploads: MeasurementUploads) {
  const { receiver } = uploads;
  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const compressedFiles = new CompressedFiles();

    api.post(
      '/api/measurements',
      {
        schema: {
          summary:
            'Save a reading: multipart with `file` and the fields fileName, description, serialNumber, firmware, state (JSON); domain and family are read from the file',
          tags,
          consumes: ['multipart/form-data'],
          response: { 201: dataOf(measurementSchema), ...errorAnswers(400, 401, 413) },
        },
      },
      async (request, reply) => {
        const scope = ownerScopeOf(request);
        const upload = await receiver
          .receive(request, { userId: scope.ownerId, maxFileBytes: uploads.maxFileBytes })
          .catch((error: unknown) => {
            throw tooLargeToSave(error);
          });
        let row: MeasurementRow;
        try {
          const input = parseFields(measurementCreateFieldsSchema, upload.fields);
          row = await service.createFromFile(scope, { ...input, file: upload.file });
        } finally {
          await upload.discard();
        }
        // The same browser will download it with the same Accept-Encoding: compress it meanwhile,
        // through a parse slot so that the bytes in memory stay bounded.
        const encoding = pickFileEncoding(request.headers['accept-encoding'], row.size);
        if (encoding && !isGzipStored(row.storageKey)) {
          const saved = row;
          compressedFiles.prepareSoon(receiver.parsing, saved.id, encoding, saved.size, () =>
            service.openFile(saved),
          );
        }
        return reply.code(201).send({ data: view(row) });
      },
    );

    api.get(
      '/api/measurements',
      {
        schema: {
          summary:
            'List the measurements: filter by domain and family (comma list, `none` = samples CSV), search description and file name, sort',
          tags,
          querystring: measurementListQuerySchema,
          response: { 200: dataOf(z.array(measurementSchema)), ...errorAnswers(400, 401) },
        },
      },
      async (request) => {
        const rows = await service.list(ownerScopeOf(request), request.query);
        return { data: rows.map(view) };
      },
    );

    api.get(
      '/api/measurements/:id',
      {
        schema: {
          summary: 'One measurement',
          tags,
          params: measurementIdParamsSchema,
          response: { 200: dataOf(measurementSchema), ...errorAnswers(401, 404) },
        },
      },
      async (request) => ({ data: view(await service.get(ownerScopeOf(request), request.params.id)) }),
    );

    // Untyped routes: their 200/204 answers are bytes or nothing, not JSON. GET and HEAD are taken
    // here: Fastify's own HEAD route would read the streamed file to its end.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/api/measurements/:id/file',
      schema: {
        summary: 'The measurement’s file, as saved (streamed from storage)',
        tags,
        params: measurementIdParamsSchema,
        response: errorAnswers(401, 404),
      },
      handler: async (request, reply) => {
        const { id } = measurementIdParamsSchema.parse(request.params);
        const row = await service.get(ownerScopeOf(request), id);
        const headers = { 'cache-control': 'private, no-cache', vary: 'accept-encoding' };
        const type = 'text/plain; charset=utf-8';
        // Stored compressed (saved from the browser): sent as stored, or decompressed on its way.
        if (isGzipStored(row.storageKey)) {
          return answerFile(
            request,
            reply,
            { size: row.size, open: () => service.openFile(row) },
            { ranges: false, type, headers, storedGzip: true },
          );
        }
        // Compressed for the way (a 24 h record is 15 MB of text); the client gets the same bytes.
        const encoding = pickFileEncoding(request.headers['accept-encoding'], row.size);
        if (!encoding) {
          return answerFile(
            request,
            reply,
            { size: row.size, open: () => service.openFile(row) },
            { ranges: false, type, headers },
          );
        }
        // Kept from an earlier answer (or prepared after the save): storage is not read.
        const kept = compressedFiles.get(id, encoding, row.size);
        const body =
          kept ??
          (request.method === 'HEAD'
            ? undefined
            : compressedFiles.compressing(id, encoding, await service.openFile(row)));
        reply.type(type).headers(headers).header('content-encoding', encoding);
        if (request.method === 'HEAD') {
          if (kept) reply.header('content-length', String(kept.length));
          return reply.send();
        }
        return reply.send(body);
      },
    });

    api.patch(
      '/api/measurements/:id',
      {
        schema: {
          summary: 'Rename a measurement or save its viewer state',
          tags,
          params: measurementIdParamsSchema,
          body: measurementUpdateSchema,
          response: { 200: dataOf(measurementSchema), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => ({
        data: view(await service.update(ownerScopeOf(request), request.params.id, request.body)),
      }),
    );

    app.delete(
      '/api/measurements/:id',
      {
        schema: {
          summary: 'Delete a measurement and its reports',
          tags,
          params: measurementIdParamsSchema,
          response: { 204: z.null().describe('Deleted'), ...errorAnswers(401, 404) },
        },
      },
      async (request, reply) => {
        const { id } = measurementIdParamsSchema.parse(request.params);
        await service.remove(ownerScopeOf(request), id);
        return reply.code(204).send();
      },
    );

    api.post(
      '/api/measurements/:id/reports',
      {
        schema: {
          summary: 'Save a PDF report of a measurement: multipart with `file` (PDF) and `title`',
          tags,
          params: measurementIdParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 201: dataOf(measurementReportSchema), ...errorAnswers(400, 401, 404, 409, 413) },
        },
      },
      async (request, reply) => {
        const scope = ownerScopeOf(request);
        const upload = await receiver.receive(request, {
          userId: scope.ownerId,
          maxFileBytes: uploads.maxPdfBytes,
        });
        try {
          const fields = parseFields(measurementReportFieldsSchema, upload.fields);
          const row = await service.addReportFromFile(scope, request.params.id, fields, upload.file);
          return reply.code(201).send({ data: reportOut(row) });
        } finally {
          await upload.discard();
        }
      },
    );

    api.get(
      '/api/measurements/:id/reports',
      {
        schema: {
          summary: 'Reports of a measurement',
          tags,
          params: measurementIdParamsSchema,
          response: { 200: dataOf(z.array(measurementReportSchema)), ...errorAnswers(401, 404) },
        },
      },
      async (request) => ({
        data: (await service.reports(ownerScopeOf(request), request.params.id)).map(reportOut),
      }),
    );

    app.route({
      method: ['GET', 'HEAD'],
      url: '/api/measurements/:id/reports/:reportId',
      schema: {
        summary: 'Download a report (PDF, streamed from storage)',
        tags,
        params: measurementReportParamsSchema,
        response: errorAnswers(401, 404),
      },
      handler: async (request, reply) => {
        const { id, reportId } = measurementReportParamsSchema.parse(request.params);
        const { row, open } = await service.report(ownerScopeOf(request), id, reportId);
        const name = `${row.title.replace(/[^\w .-]+/g, '_')}.pdf`;
        return answerFile(
          request,
          reply,
          { open },
          {
            ranges: false,
            type: 'application/pdf',
            headers: {
              'content-disposition': `attachment; filename="${name}"`,
              'cache-control': 'private, no-cache',
            },
          },
        );
      },
    });
  };
}
