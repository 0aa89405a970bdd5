import {
  documentListQuerySchema,
  documentUpdateSchema,
  supportIdParamsSchema,
  supportItemSchema,
  supportListQuerySchema,
  supportUploadFieldsSchema,
} from '@ohp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StreamedUpload } from '../../http/stream-upload.ts';
import type { UploadReceiver } from '../../http/upload-receiver.ts';
import { currentUser } from '../auth/auth-plugin.ts';
import { dataOf, errorAnswers, ok, okAnswer } from '../common/responses.ts';
import { parseFields } from '../measurements/multipart-fields.ts';
import { answerFile, type FileToAnswer } from '../../http/file-answer.ts';
import type { SupportRow } from './support-repository.ts';
import { type SupportService, supportView } from './support-service.ts';

const tags = ['support'];
const adminTags = ['admin'];

/**
 * Reading support content (public folder): documents and videos are product material, not user
 * data, and a `<video>` element cannot send a bearer token with its range requests.
 */
export function supportReadRoutes(service: SupportService) {
  const fileOf = (row: SupportRow): FileToAnswer => ({
    size: row.size,
    open: (range) => service.open(row, range),
  });
  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/documents',
      {
        schema: {
          summary:
            "Support documents, newest first; with device, that family's and those for every device; with category, only that category",
          tags,
          querystring: documentListQuerySchema,
          response: { 200: dataOf(z.array(supportItemSchema)), ...errorAnswers(400) },
        },
      },
      async (request) => ({
        data: (await service.list('document', request.query.device, request.query.category)).map((row) =>
          supportView(row, request.language),
        ),
      }),
    );

    api.get(
      '/api/videos',
      {
        schema: {
          summary: "Support videos, newest first; with device, that family's and those for every device",
          tags,
          querystring: supportListQuerySchema,
          response: { 200: dataOf(z.array(supportItemSchema)), ...errorAnswers(400) },
        },
      },
      async (request) => ({
        data: (await service.list('video', request.query.device)).map((row) =>
          supportView(row, request.language),
        ),
      }),
    );

    app.route({
      method: ['GET', 'HEAD'],
      url: '/api/documents/:id/file',
      schema: {
        summary: 'The PDF of a support document (streamed from storage)',
        tags,
        params: supportIdParamsSchema,
        response: errorAnswers(404),
      },
      handler: async (request, reply) => {
        const { id } = supportIdParamsSchema.parse(request.params);
        const row = await service.find('document', id);
        return answerFile(request, reply, fileOf(row), {
          ranges: false,
          type: 'application/pdf',
          headers: { 'content-disposition': 'inline' },
        });
      },
    });

    app.route({
      method: ['GET', 'HEAD'],
      url: '/api/videos/:id/stream',
      schema: {
        summary:
          'The video file, streamed from storage; honours a single `Range: bytes=` request with 206 (seeking), 416 past the end',
        tags,
        params: supportIdParamsSchema,
      },
      handler: async (request, reply) => {
        const { id } = supportIdParamsSchema.parse(request.params);
        const row = await service.find('video', id);
        return answerFile(request, reply, fileOf(row), {
          ranges: true,
          type: row.mimeType,
          headers: { 'cache-control': 'public, max-age=3600' },
        });
      },
    });

    app.get(
      '/api/videos/:id/poster',
      {
        schema: {
          summary: 'The poster image of a video',
          tags,
          params: supportIdParamsSchema,
          response: errorAnswers(404),
        },
      },
      async (request, reply) => {
        const { id } = supportIdParamsSchema.parse(request.params);
        const { data, type } = await service.poster(id);
        return reply.type(type).send(data);
      },
    );
  };
}

/** How admin uploads are taken: the shared receiver and the largest file of each kind. */
export interface SupportUploads {
  receiver: UploadReceiver;
  maxBytes: { document: number; video: number; poster: number };
}

/**
 * Managing support content (admin folder); every change is written to the audit log. Files stream
 * to a temporary file through the shared receiver (docs/reliability.md "Uploads that stream"): one
 * byte past the limit answers 413, and a refused or cut upload leaves nothing behind.
 */
export function supportAdminRoutes(
  service: SupportService,
  uploads: SupportUploads,
  audit: {
    record(
      request: FastifyRequest,
      action: 'uploadContent' | 'editContent' | 'deleteContent',
      detail?: Record<string, string>,
    ): Promise<void>;
  },
) {
  /** Runs `task` with the request's file on disk; the temporary file is removed afterwards. */
  async function withUpload<T>(
    request: FastifyRequest,
    kind: keyof SupportUploads['maxBytes'],
    task: (upload: StreamedUpload) => Promise<T>,
  ): Promise<T> {
    const upload = await uploads.receiver.receive(request, {
      userId: currentUser(request).userId,
      maxFileBytes: uploads.maxBytes[kind],
    });
    try {
      return await task(upload);
    } finally {
      await upload.discard();
    }
  }

  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    for (const kind of ['document', 'video'] as const) {
      api.post(
        `/api/admin/${kind}s`,
        {
          schema: {
            summary: `Upload a support ${kind} (multipart: file, titles and descriptions in pt-BR/en/es, family)`,
            tags: adminTags,
            consumes: ['multipart/form-data'],
            response: { 201: dataOf(supportItemSchema), ...errorAnswers(400, 401, 404, 413, 429) },
          },
        },
        async (request, reply) => {
          const row = await withUpload(request, kind, ({ fields, file }) => {
            const parsed = parseFields(supportUploadFieldsSchema, fields);
            return kind === 'document' ? service.addDocument(parsed, file) : service.addVideo(parsed, file);
          });
          await audit.record(request, 'uploadContent', { kind, id: row.id, title: row.title['pt-BR'] });
          return reply.code(201).send({ data: supportView(row, request.language) });
        },
      );
    }

    api.put(
      '/api/admin/videos/:id/poster',
      {
        schema: {
          summary: 'Set the poster of a video (multipart file: PNG or JPEG)',
          tags: adminTags,
          params: supportIdParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 200: dataOf(supportItemSchema), ...errorAnswers(400, 401, 404, 413, 429) },
        },
      },
      async (request) => {
        const row = await withUpload(request, 'poster', ({ file }) =>
          service.setPoster(request.params.id, file),
        );
        return { data: supportView(row, request.language) };
      },
    );

    api.patch(
      '/api/admin/documents/:id',
      {
        schema: {
          summary: 'Change the category of a support document (manual, declaration, driver)',
          tags: adminTags,
          params: supportIdParamsSchema,
          body: documentUpdateSchema,
          response: { 200: dataOf(supportItemSchema), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => {
        const row = await service.setCategory(request.params.id, request.body.category);
        await audit.record(request, 'editContent', {
          kind: row.kind,
          id: row.id,
          title: row.title['pt-BR'],
          category: request.body.category,
        });
        return { data: supportView(row, request.language) };
      },
    );

    api.delete(
      '/api/admin/support/:id',
      {
        schema: {
          summary: 'Delete a support document or video with its files',
          tags: adminTags,
          params: supportIdParamsSchema,
          response: { 200: okAnswer, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => {
        const row = await service.remove(request.params.id);
        await audit.record(request, 'deleteContent', {
          kind: row.kind,
          id: row.id,
          title: row.title['pt-BR'],
        });
        return ok;
      },
    );
  };
}
