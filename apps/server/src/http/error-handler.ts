import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { databaseRefusal, isDatabaseUnavailable, isSchemaMissing } from './database-errors.ts';
import { describeIssue, issueFromEntry, type ZodValidationEntry } from './validation-messages.ts';
import { mebibytes } from './size-text.ts';

// What the multipart parser (busboy, under @fastify/multipart) throws on a body whose boundaries
// are missing, wrong or cut short: plain Errors without a status, so they would otherwise be 500s.
const malformedMultipartMessages =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Unsupported Content-Type\.|Missing Content-Type-header\.|The needle cannot have a length bigger than \d+\.)/;

function isMalformedMultipart(error: FastifyError, request: FastifyRequest): boolean {
  if (error.code === 'FST_MP_PREMATURE_CLOSE' || error.code === 'FST_PROTO_VIOLATION') return true;
  const type = request.headers['content-type'] ?? '';
  return type.toLowerCase().startsWith('multipart/') && malformedMultipartMessages.test(error.message);
}

/** Every failure answers `{ error: "<translated message>" }` with the right status (SPEC §7). */
export function registerErrorHandling(
  app: FastifyInstance,
  options: {
    /** The upload limit (BODY_LIMIT_MB): a file part past it. */
    bodyLimitBytes: number;
    /** A parsed (JSON) body past this; the upload limit when not given. */
    jsonBodyLimitBytes?: number;
    onSchemaMissing?: () => void;
  },
): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Past a size limit the rest of the body is not wanted: close the connection after the answer
    // instead of letting Node read (and discard) possibly hundreds of megabytes more.
    // An upload refused before its body was read (too many at once) likewise.
    if (
      error.statusCode === 413 ||
      error.code === 'FST_REQ_FILE_TOO_LARGE' ||
      (error instanceof AppError && error.messageKey === 'errors:tooManyUploads')
    )
      reply.header('connection', 'close');
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ error: request.t(error.messageKey, error.values) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names no resource: the same 404 as an id that does not exist.
      if (error.validationContext === 'params') {
        return reply.code(404).send({ error: request.t('errors:notFound') });
      }
      const details = (error.validation as unknown as ZodValidationEntry[])
        .map((entry) => describeIssue(request.language, issueFromEntry(entry)))
        .join('; ');
      return reply.code(400).send({ error: request.t('errors:invalidRequest', { details }) });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ error: request.t('errors:malformedJson') });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({
          error: request.t('errors:bodyTooLarge', {
            limit: mebibytes(options.jsonBodyLimitBytes ?? options.bodyLimitBytes),
          }),
        });
      case 'FST_REQ_FILE_TOO_LARGE':
        return reply
          .code(413)
          .send({ error: request.t('errors:bodyTooLarge', { limit: mebibytes(options.bodyLimitBytes) }) });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply.code(415).send({ error: request.t('errors:unsupportedMediaType') });
      case 'FST_PARTS_LIMIT':
      case 'FST_FILES_LIMIT':
      case 'FST_FIELDS_LIMIT':
        return reply.code(413).send({ error: request.t('errors:tooManyParts') });
    }
    if (isMalformedMultipart(error, request)) {
      return reply.code(400).send({ error: request.t('errors:malformedMultipart') });
    }
    const refusal = databaseRefusal(error);
    if (refusal) return reply.code(refusal.status).send({ error: request.t(refusal.key) });
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      if (isSchemaMissing(error)) options.onSchemaMissing?.();
      return reply.code(503).send({ error: request.t('errors:databaseUnavailable') });
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
      // Another plugin's client error (bad URL, content length, …): a translated frame, its detail.
      return reply
        .code(error.statusCode)
        .send({ error: request.t('errors:invalidRequest', { details: error.message }) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: request.t('errors:internal') });
  });
}
