import {
  adminCompanySchema,
  adminComponentSchema,
  adminListQuerySchema,
  paginationHeader,
} from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, errorAnswers } from '../common/responses.ts';
import type { AdminCatalogueRepository } from './admin-catalogue-repository.ts';
import { paginationOf } from './admin-routes.ts';

const tags = ['admin'];

/** Companies and components lists of the admin panel (admin folder: 404 for anyone else). */
export function adminCatalogueRoutes(catalogue: AdminCatalogueRepository) {
  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/admin/companies',
      {
        schema: {
          summary: `Companies of the platform; pagination JSON in the ${paginationHeader} header`,
          tags,
          querystring: adminListQuerySchema,
          response: { 200: dataOf(z.array(adminCompanySchema)), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const { Search, Page, PageSize } = request.query;
        const { rows, total } = await catalogue.companies({ search: Search, page: Page, pageSize: PageSize });
        reply.header(paginationHeader, JSON.stringify(paginationOf(Page, PageSize, total)));
        reply.header('access-control-expose-headers', paginationHeader);
        return { data: rows };
      },
    );

    api.get(
      '/api/admin/components',
      {
        schema: {
          summary: `Saved components of every user; pagination JSON in the ${paginationHeader} header`,
          tags,
          querystring: adminListQuerySchema,
          response: { 200: dataOf(z.array(adminComponentSchema)), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const { Search, Page, PageSize } = request.query;
        const { rows, total } = await catalogue.components({
          search: Search,
          page: Page,
          pageSize: PageSize,
        });
        reply.header(paginationHeader, JSON.stringify(paginationOf(Page, PageSize, total)));
        reply.header('access-control-expose-headers', paginationHeader);
        return { data: rows };
      },
    );
  };
}
