import {
  archiveMessageKeys,
  archiveEntryPatchSchema,
  archiveEntrySchema,
  archiveFolderCreateSchema,
  archiveIdParamsSchema,
  archiveListQuerySchema,
  archiveListSchema,
  archivePermissionEntrySchema,
  archiveSearchQuerySchema,
} from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error.ts';
import { answerFile } from '../../http/file-answer.ts';
import { formAllowanceBytes } from '../../http/stream-upload.ts';
import type { UploadReceiver } from '../../http/upload-receiver.ts';
import { currentUser } from '../auth/auth-plugin.ts';
import { isGzipStored } from '../storage/stored-gzip.ts';
import { dataOf, errorAnswers } from '../common/responses.ts';
import type { ArchiveService } from './archive-service.ts';
import { attachmentHeader, entryView } from './archive-view.ts';

const tags = ['archive'];
const uploadQuerySchema = z.object({ parentId: z.uuid().optional() });

/** The archive's folders and files (docs/archive.md); signed-in folder. */
export function archiveRoutes(
  service: ArchiveService,
  uploads: { receiver: UploadReceiver; maxFileBytes: number },
) {
  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/archive',
      {
        schema: {
          summary: 'Content of a folder (own or shared; no parentId: my root), paginated',
          tags,
          querystring: archiveListQuerySchema,
          response: { 200: dataOf(archiveListSchema), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const result = await service.list(userId, request.query);
        return {
          data: {
            breadcrumbs: result.breadcrumbs,
            permission: result.permission,
            items: result.items.map(entryView),
            total: result.total,
            page: request.query.page,
            pageSize: request.query.pageSize,
          },
        };
      },
    );

    api.get(
      '/api/archive/search',
      {
        schema: {
          summary: 'Entries whose name contains q, in my tree and in what is shared with me (200 at most)',
          tags,
          querystring: archiveSearchQuerySchema,
          response: { 200: dataOf(z.array(archiveEntrySchema)), ...errorAnswers(400, 401) },
        },
      },
      async (request) => ({
        data: (await service.search(currentUser(request).userId, request.query.q, request.query.sort)).map(
          entryView,
        ),
      }),
    );

    api.get(
      '/api/archive/shared-with-me',
      {
        schema: {
          summary: 'The top entries shared with me (directly or through an active group)',
          tags,
          response: { 200: dataOf(z.array(archiveEntrySchema)), ...errorAnswers(401) },
        },
      },
      async (request) => ({ data: (await service.sharedWithMe(currentUser(request).userId)).map(entryView) }),
    );

    api.get(
      '/api/user/get-permission',
      {
        schema: {
          summary: 'SPEC §7: my permission entries {archiveId, value}, one per entry shared with me',
          tags,
          response: { 200: dataOf(z.array(archivePermissionEntrySchema)), ...errorAnswers(401) },
        },
      },
      async (request) => ({ data: await service.permissions(currentUser(request).userId) }),
    );

    api.post(
      '/api/archive/folders',
      {
        schema: {
          summary: 'Create a folder (in my root, or in a folder where I hold include)',
          tags,
          body: archiveFolderCreateSchema,
          response: { 201: dataOf(archiveEntrySchema), ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const row = await service.createFolder(currentUser(request).userId, request.body);
        return reply.code(201).send({ data: entryView(row) });
      },
    );

    api.post(
      '/api/archive/files',
      {
        schema: {
          summary:
            'Upload a file: multipart `file` and `parentId?` (also accepted as a query parameter); a taken name gets " (2)"',
          tags,
          consumes: ['multipart/form-data'],
          querystring: uploadQuerySchema,
          response: { 201: dataOf(archiveEntrySchema), ...errorAnswers(400, 401, 403, 404, 413) },
        },
      },
      async (request, reply) => {
        const { userId } = currentUser(request);
        // With the folder in the query, a body that cannot fit its owner's quota is refused before
        // a byte of it is read (a form field is known only once the body is read).
        const declared = Number(request.headers['content-length']);
        if (request.query.parentId !== undefined && Number.isFinite(declared))
          await service.precheck(userId, request.query.parentId, declared - formAllowanceBytes);
        const upload = await uploads.receiver.receive(request, {
          userId,
          maxFileBytes: uploads.maxFileBytes,
        });
        try {
          const fields = uploadQuerySchema.safeParse({ parentId: upload.fields.parentId || undefined });
          const parentId = fields.success ? fields.data.parentId : undefined;
          // A malformed folder id names no folder: the same 404 as a missing one.
          if (!fields.success) throw notFound(archiveMessageKeys.notFound);
          const row = await service.addFile(userId, {
            parentId: parentId ?? request.query.parentId,
            name: upload.fields.name || upload.file.filename,
            contentType: upload.file.mimetype || 'application/octet-stream',
            file: upload.file,
          });
          return reply.code(201).send({ data: entryView(row) });
        } finally {
          await upload.discard();
        }
      },
    );

    api.patch(
      '/api/archive/:id',
      {
        schema: {
          summary: 'Rename and/or move an entry (owner only; parentId null: to my root)',
          tags,
          params: archiveIdParamsSchema,
          body: archiveEntryPatchSchema,
          response: { 200: dataOf(archiveEntrySchema), ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({
        data: entryView(await service.update(currentUser(request).userId, request.params.id, request.body)),
      }),
    );

    app.delete(
      '/api/archive/:id',
      {
        schema: {
          summary: 'Delete an entry and everything under it (owner only)',
          tags,
          params: archiveIdParamsSchema,
          response: { 204: z.null().describe('Deleted'), ...errorAnswers(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { id } = archiveIdParamsSchema.parse(request.params);
        await service.remove(currentUser(request).userId, id);
        return reply.code(204).send();
      },
    );

    // GET and HEAD taken here: Fastify's own HEAD route would read the streamed file to its end.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/api/archive/:id/download',
      schema: {
        summary: 'Download a file, always as an attachment (streamed from storage)',
        tags,
        params: archiveIdParamsSchema,
        response: errorAnswers(401, 404),
      },
      handler: async (request, reply) => {
        const { id } = archiveIdParamsSchema.parse(request.params);
        const { entry, open } = await service.download(currentUser(request).userId, id);
        return answerFile(
          request,
          reply,
          { open },
          {
            ranges: false,
            // A measurement file saved from the browser is stored compressed (docs/storage.md).
            storedGzip: entry.storageKey !== null && isGzipStored(entry.storageKey),
            type: entry.contentType ?? 'application/octet-stream',
            headers: {
              'content-disposition': attachmentHeader(entry.name),
              'x-content-type-options': 'nosniff',
              'cache-control': 'private, no-cache',
            },
          },
        );
      },
    });
  };
}
