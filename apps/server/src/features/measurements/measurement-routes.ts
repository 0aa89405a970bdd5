import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/app-error.ts';
import { currentUser } from '../auth/auth-plugin.ts';
import { dataOf, errorAnswers } from '../common/responses.ts';
import { CompressedFiles, pickFileEncoding } from './file-encoding.ts';
import type { MeasurementRow, ReportRow } from './measurement-repository.ts';
import {
  idParams,
  listQuery,
  measurementFamilies,
  measurementState,
  measurementView,
  reportParams,
  reportView,
  updateBody,
} from './measurement-schemas.ts';
import type { MeasurementService } from './measurement-service.ts';

const tags = ['measurements'];
const security = [{ bearerAuth: [] }];

const view = (row: MeasurementRow): z.infer<typeof measurementView> => ({
  id: row.id,
  family: row.family as (typeof measurementFamilies)[number],
  fileName: row.fileName,
  description: row.description,
  serialNumber: row.serialNumber,
  size: row.size,
  state: row.state as Record<string, unknown>,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const reportOut = (row: ReportRow) => ({
  id: row.id,
  title: row.title,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

const createFields = z.object({
  family: z.enum(measurementFamilies),
  fileName: z.string().trim().min(1).max(140),
  description: z.string().trim().max(140).default(''),
  serialNumber: z.string().trim().max(40).optional(),
  state: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return {};
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'errors:malformedJson' });
        return z.NEVER;
      }
    })
    .pipe(measurementState),
});

/** Reads a multipart body: text fields and exactly one file (over the size limit → 413). */
async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file?: Buffer }> {
  if (!request.isMultipart()) throw badRequest('errors:fileRequired');
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') file = await part.toBuffer();
    else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return { fields, file };
}

function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.join('.') ?? '';
  if (issue?.message.startsWith('errors:')) throw badRequest(issue.message);
  throw badRequest('errors:invalidRequest', { details: `${where}: ${issue?.message ?? ''}` });
}

/** Saved measurements (device file + viewer state) and their PDF reports, per user. */
export function registerMeasurementRoutes(app: FastifyInstance, service: MeasurementService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const compressedFiles = new CompressedFiles();

  api.post(
    '/api/measurements',
    {
      ...auth,
      schema: {
        summary:
          'Save a measurement: multipart with `file` and the fields family, fileName, description, serialNumber, state (JSON)',
        tags,
        security,
        consumes: ['multipart/form-data'],
        response: { 201: dataOf(measurementView), ...errorAnswers(400, 401, 413) },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const { fields, file } = await readMultipart(request);
      if (!file) throw badRequest('errors:fileRequired');
      const input = parseFields(createFields, fields);
      const row = await service.create(userId, { ...input, state: input.state, file });
      // The same browser will download it with the same Accept-Encoding: compress it meanwhile.
      const encoding = pickFileEncoding(request.headers['accept-encoding'], file.length);
      if (encoding) void compressedFiles.prepare(row.id, encoding, file);
      return reply.code(201).send({ data: view(row) });
    },
  );

  api.get(
    '/api/measurements',
    {
      ...auth,
      schema: {
        summary: 'List the user’s measurements (search in description and file name; sort)',
        tags,
        security,
        querystring: listQuery,
        response: { 200: dataOf(z.array(measurementView)), ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const rows = await service.list(currentUser(request).userId, request.query);
      return { data: rows.map(view) };
    },
  );

  api.get(
    '/api/measurements/:id',
    {
      ...auth,
      schema: {
        summary: 'One measurement',
        tags,
        security,
        params: idParams,
        response: { 200: dataOf(measurementView), ...errorAnswers(401, 404) },
      },
    },
    async (request) => ({ data: view(await service.get(currentUser(request).userId, request.params.id)) }),
  );

  // Untyped routes: their 200/204 answers are bytes or nothing, not JSON.
  app.get(
    '/api/measurements/:id/file',
    {
      ...auth,
      schema: {
        summary: 'The measurement’s device file, as saved',
        tags,
        security,
        params: idParams,
        response: errorAnswers(401, 404),
      },
    },
    async (request, reply) => {
      const { id } = idParams.parse(request.params);
      const data = await service.file(currentUser(request).userId, id);
      // Compressed for the way (a 24 h record is 15 MB of text); the client gets the same bytes.
      const encoding = pickFileEncoding(request.headers['accept-encoding'], data.length);
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding');
      if (!encoding) return reply.send(data);
      return reply.header('content-encoding', encoding).send(compressedFiles.answer(id, encoding, data));
    },
  );

  api.patch(
    '/api/measurements/:id',
    {
      ...auth,
      schema: {
        summary: 'Rename a measurement or save its viewer state',
        tags,
        security,
        params: idParams,
        body: updateBody,
        response: { 200: dataOf(measurementView), ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => ({
      data: view(await service.update(currentUser(request).userId, request.params.id, request.body)),
    }),
  );

  app.delete(
    '/api/measurements/:id',
    {
      ...auth,
      schema: {
        summary: 'Delete a measurement and its reports',
        tags,
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request).userId, idParams.parse(request.params).id);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/measurements/:id/reports',
    {
      ...auth,
      schema: {
        summary: 'Save a PDF report of a measurement: multipart with `file` (PDF) and `title`',
        tags,
        security,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 201: dataOf(reportView), ...errorAnswers(400, 401, 404, 413) },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipart(request);
      if (!file) throw badRequest('errors:fileRequired');
      const { title } = parseFields(z.object({ title: z.string().trim().min(1).max(140) }), fields);
      const row = await service.addReport(currentUser(request).userId, request.params.id, title, file);
      return reply.code(201).send({ data: reportOut(row) });
    },
  );

  api.get(
    '/api/measurements/:id/reports',
    {
      ...auth,
      schema: {
        summary: 'Reports of a measurement',
        tags,
        security,
        params: idParams,
        response: { 200: dataOf(z.array(reportView)), ...errorAnswers(401, 404) },
      },
    },
    async (request) => ({
      data: (await service.reports(currentUser(request).userId, request.params.id)).map(reportOut),
    }),
  );

  app.get(
    '/api/measurements/:id/reports/:reportId',
    {
      ...auth,
      schema: {
        summary: 'Download a report (PDF)',
        tags,
        security,
        params: reportParams,
        response: errorAnswers(401, 404),
      },
    },
    async (request, reply) => {
      const { id, reportId } = reportParams.parse(request.params);
      const { row, data } = await service.report(currentUser(request).userId, id, reportId);
      const name = `${row.title.replace(/[^\w .-]+/g, '_')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-cache')
        .send(data);
    },
  );
}
