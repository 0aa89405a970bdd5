import { userSchema } from '@ohp/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth-plugin.ts';
import { dataOf, errorAnswers } from '../common/responses.ts';
import type { UserServices } from './user-services.ts';
import type { ImageSlot } from './profile-service.ts';
import { toPublicUser } from './user-view.ts';

const tags = ['user'];
const slots: Array<{ path: string; slot: ImageSlot; label: string }> = [
  { path: '/api/user/photo', slot: 'photo', label: 'profile photo' },
  { path: '/api/user/company-logo', slot: 'companyLogo', label: 'company logo' },
];

/** Upload (multipart, one file), download and removal of the photo and the company logo. */
export function registerImageRoutes(app: FastifyInstance, services: UserServices): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const { path, slot, label } of slots) {
    api.post(
      path,
      {
        schema: {
          summary: `Upload the ${label}: PNG or JPEG (checked by content, at most 10 MB), resized to at most 1920 px`,
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: dataOf(userSchema), ...errorAnswers(400, 401, 413, 415) },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        // Streamed to disk (at most 10 MB) and decoded from there by sharp.
        const upload = await services.uploads.receive(request, {
          userId,
          maxFileBytes: services.maxImageBytes,
        });
        try {
          return { data: toPublicUser(await services.profile.putImage(userId, slot, upload.file)) };
        } finally {
          await upload.discard();
        }
      },
    );

    // Untyped route: the 200 answer is the image bytes, not JSON.
    app.get(
      path,
      {
        schema: { summary: `The ${label} image`, tags, response: errorAnswers(401, 404) },
      },
      async (request, reply) => {
        const image = await services.profile.getImage(currentUser(request).userId, slot);
        return reply.type(image.contentType).header('cache-control', 'private, no-cache').send(image.data);
      },
    );

    api.delete(
      path,
      {
        schema: {
          summary: `Remove the ${label}`,
          tags,
          response: { 200: dataOf(userSchema), ...errorAnswers(401) },
        },
      },
      async (request) => ({
        data: toPublicUser(await services.profile.deleteImage(currentUser(request).userId, slot)),
      }),
    );
  }
}
