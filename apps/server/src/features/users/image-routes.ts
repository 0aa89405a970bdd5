import { userSchema } from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/app-error.ts';
import { currentUser } from '../auth/auth-plugin.ts';
import { dataOf, errorAnswers } from '../common/responses.ts';
import type { Services } from '../services.ts';
import type { ImageSlot } from './profile-service.ts';
import { toPublicUser } from './user-view.ts';

const tags = ['user'];
const security = [{ bearerAuth: [] }];
const slots: Array<{ path: string; slot: ImageSlot; label: string }> = [
  { path: '/api/user/photo', slot: 'photo', label: 'profile photo' },
  { path: '/api/user/company-logo', slot: 'companyLogo', label: 'company logo' },
];

/** Upload (multipart, one file), download and removal of the photo and the company logo. */
export function registerImageRoutes(app: FastifyInstance, services: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const { path, slot, label } of slots) {
    api.post(
      path,
      {
        onRequest: app.authenticate,
        schema: {
          summary: `Upload the ${label}: PNG or JPEG (checked by content), resized to at most 1920 px`,
          tags,
          security,
          consumes: ['multipart/form-data'],
          response: { 200: dataOf(userSchema), ...errorAnswers(400, 401, 413, 415) },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        if (!request.isMultipart()) throw badRequest('auth:fileRequired');
        const file = await request.file();
        if (!file) throw badRequest('auth:fileRequired');
        const data = await file.toBuffer();
        return { data: toPublicUser(await services.profile.putImage(userId, slot, data)) };
      },
    );

    // Untyped route: the 200 answer is the image bytes, not JSON.
    app.get(
      path,
      {
        onRequest: app.authenticate,
        schema: { summary: `The ${label} image`, tags, security, response: errorAnswers(401, 404) },
      },
      async (request, reply) => {
        const image = await services.profile.getImage(currentUser(request).userId, slot);
        return reply.type(image.contentType).header('cache-control', 'private, no-cache').send(image.data);
      },
    );

    api.delete(
      path,
      {
        onRequest: app.authenticate,
        schema: {
          summary: `Remove the ${label}`,
          tags,
          security,
          response: { 200: dataOf(userSchema), ...errorAnswers(401) },
        },
      },
      async (request) => ({
        data: toPublicUser(await services.profile.deleteImage(currentUser(request).userId, slot)),
      }),
    );
  }
}
