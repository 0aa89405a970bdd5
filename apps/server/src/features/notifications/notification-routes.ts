import { notificationIdParamsSchema, notificationListSchema } from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { currentUser } from '../auth/auth-plugin.ts';
import { dataOf, errorAnswers, ok, okAnswer } from '../common/responses.ts';
import type { NotificationRepository, NotificationRow } from './notification-repository.ts';

const tags = ['notifications'];

/** Renders a stored notification in the reader's language. */
const view = (
  request: { t(key: string, values?: Record<string, string | number>): string },
  row: NotificationRow,
) => ({
  id: row.id,
  kind: row.kind,
  title: request.t(row.titleKey, row.params),
  text: request.t(row.textKey, row.params),
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** The signed-in user's notifications: list, mark read, delete one, clear all. */
export function notificationRoutes(repository: NotificationRepository) {
  return (app: FastifyInstance): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/notifications',
      {
        schema: {
          summary: 'The notifications of the signed-in user, newest first, in the request language',
          tags,
          response: { 200: dataOf(notificationListSchema), ...errorAnswers(401) },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const [rows, unread] = await Promise.all([repository.list(userId), repository.unread(userId)]);
        return { data: { items: rows.map((row) => view(request, row)), unread } };
      },
    );

    api.delete(
      '/api/notifications',
      {
        schema: {
          summary: 'Clear all notifications',
          tags,
          response: { 200: okAnswer, ...errorAnswers(401) },
        },
      },
      async (request) => {
        await repository.clear(currentUser(request).userId);
        return ok;
      },
    );

    api.patch(
      '/api/notifications/:id',
      {
        schema: {
          summary: 'Mark a notification read',
          tags,
          params: notificationIdParamsSchema,
          response: { 200: okAnswer, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => {
        if (!(await repository.markRead(currentUser(request).userId, request.params.id)))
          throw notFound('notifications:notFound');
        return ok;
      },
    );

    api.delete(
      '/api/notifications/:id',
      {
        schema: {
          summary: 'Delete one notification',
          tags,
          params: notificationIdParamsSchema,
          response: { 200: okAnswer, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => {
        if (!(await repository.delete(currentUser(request).userId, request.params.id)))
          throw notFound('notifications:notFound');
        return ok;
      },
    );
  };
}
