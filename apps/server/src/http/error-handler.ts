import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { describeIssue, issueFromEntry, type ZodValidationEntry } from './validation-messages.ts';

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Every failure answers `{ error: "<translated message>" }` with the right status (SPEC §7). */
export function registerErrorHandling(app: FastifyInstance, options: { bodyLimitBytes: number }): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ error: request.t(error.messageKey, error.values) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = (error.validation as unknown as ZodValidationEntry[])
        .map((entry) => describeIssue(request.language, issueFromEntry(request.language, entry)))
        .join('; ');
      return reply.code(400).send({ error: request.t('errors:invalidRequest', { details }) });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ error: request.t('errors:malformedJson') });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return reply
          .code(413)
          .send({ error: request.t('errors:bodyTooLarge', { limit: megabytes(options.bodyLimitBytes) }) });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ error: request.t('errors:unsupportedMediaType') });
    }
    if (error.statusCode === 429) {
      return reply
        .code(429)
        .send({ error: request.t('errors:tooManyRequests', { after: String(error.message) }) });
    }
    if (error.validation) {
      return reply.code(400).send({ error: request.t('errors:invalidRequest', { details: error.message }) });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ error: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: request.t('errors:internal') });
  });
}
