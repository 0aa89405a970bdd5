import {
  adminExportQuerySchema,
  adminRoleRequestSchema,
  adminUserIdQuerySchema,
  adminUserQuerySchema,
  adminUserSchema,
  auditEntrySchema,
  auditQuerySchema,
  type Pagination,
  paginationHeader,
  resetPasswordAnswerSchema,
} from '@ohp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { xlsxMimeType } from '@ohp/reports/xlsx';
import { dataOf, errorAnswers, ok, okAnswer } from '../common/responses.ts';
import { adminActorOf } from './admin-actor.ts';
import type { AdminService } from './admin-service.ts';
import type { AdminUserRepository } from './admin-user-repository.ts';
import type { AuditRepository } from './audit-repository.ts';
import { userCsvStream, userXlsxStream } from './user-export.ts';

const tags = ['admin'];

export function paginationOf(page: number, pageSize: number, total: number): Pagination {
  const totalPages = Math.ceil(total / pageSize);
  return {
    currentPage: page,
    pageSize,
    totalCount: total,
    totalPages,
    hasPrevious: page > 1,
    hasNext: page < totalPages,
  };
}

/** The admin routes (admin folder: a non-admin gets 404 before any of these runs). */
export function adminRoutes(services: {
  service: AdminService;
  users: AdminUserRepository;
  audit: AuditRepository;
}) {
  const { service, users, audit } = services;

  const actorOf = (request: FastifyRequest) => adminActorOf(request, users);

  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/user/admin',
      {
        schema: {
          summary: `Users of the platform; the pagination JSON is in the ${paginationHeader} header`,
          tags,
          querystring: adminUserQuerySchema,
          response: { 200: dataOf(z.array(adminUserSchema)), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const { Page, PageSize, OrderBy, Search } = request.query;
        const { rows, total } = await users.page({ search: Search, orderBy: OrderBy }, Page, PageSize);
        reply.header(paginationHeader, JSON.stringify(paginationOf(Page, PageSize, total)));
        reply.header('access-control-expose-headers', paginationHeader);
        return { data: rows };
      },
    );

    // Untyped route: its 200 answer is a CSV stream, not JSON (the query is still validated).
    app.get(
      '/api/user/admin/export',
      {
        schema: {
          summary:
            'The users with the same filters as GET user/admin, as a CSV or XLSX file streamed batch by batch',
          tags,
          querystring: adminExportQuerySchema,
          response: errorAnswers(400, 401, 404),
        },
      },
      async (request, reply) => {
        const { format, OrderBy, Search } = adminExportQuerySchema.parse(request.query);
        await service.recordExport(await actorOf(request), { format, search: Search, orderBy: OrderBy });
        const date = new Date().toISOString().slice(0, 10);
        const filter = { search: Search, orderBy: OrderBy };
        if (format === 'xlsx') {
          return reply
            .type(xlsxMimeType)
            .header('content-disposition', `attachment; filename="users-${date}.xlsx"`)
            .send(userXlsxStream(users, filter, request.language));
        }
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="users-${date}.csv"`)
          .send(userCsvStream(users, filter, request.language));
      },
    );

    api.patch(
      '/api/user/admin/role',
      {
        schema: {
          summary: 'Promote a user to admin or demote an admin (never the last one)',
          tags,
          querystring: adminUserIdQuerySchema,
          body: adminRoleRequestSchema,
          response: { 200: okAnswer, ...errorAnswers(400, 401, 404, 409) },
        },
      },
      async (request) => {
        await service.setAdmin(await actorOf(request), request.query.id, request.body.admin);
        return ok;
      },
    );

    api.post(
      '/api/user/reset-password',
      {
        schema: {
          summary:
            'Irreversibly replace a user password with a random 6-digit temporary one (shown once), end the user sessions',
          tags,
          querystring: adminUserIdQuerySchema,
          response: { 200: dataOf(resetPasswordAnswerSchema), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const password = await service.resetPassword(await actorOf(request), request.query.id);
        reply.header('cache-control', 'no-store');
        return { data: { password } };
      },
    );

    api.get(
      '/api/admin/audit-log',
      {
        schema: {
          summary: `What admins did, newest first; pagination JSON in the ${paginationHeader} header`,
          tags,
          querystring: auditQuerySchema,
          response: { 200: dataOf(z.array(auditEntrySchema)), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const { action, Search, Page, PageSize } = request.query;
        const { rows, total } = await audit.list({ action, search: Search, page: Page, pageSize: PageSize });
        reply.header(paginationHeader, JSON.stringify(paginationOf(Page, PageSize, total)));
        return { data: rows };
      },
    );
  };
}
